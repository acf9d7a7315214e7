/**
 * The landscape names counties, not their FIPS codes: this finds the FIPS code of a state's county name in
 * the api's ZIP → county geography (the same the location service uses), whatever the case, punctuation or
 * a "County"/"Parish" suffix.
 */
import { readZipCounties } from '../../features/location/geography-data';

const key = (state: string, county: string) =>
  `${state.toUpperCase()}|${county
    .toLowerCase()
    .replace(/\b(county|parish|borough|census area|municipio|city and borough)\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`;

export type CountyFipsOf = (state: string, countyName: string) => string | null;

export const countyFipsResolver = (): CountyFipsOf => {
  const index = new Map<string, string>();
  for (const row of readZipCounties()) index.set(key(row.state, row.countyName), row.fips);
  return (state, countyName) => index.get(key(state, countyName)) ?? null;
};
