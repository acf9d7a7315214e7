import type { Feature } from '../feature';
import { COUNTY_DATA_VERSION, seedCountyData } from './county-data';

/** SAMPLE reference data per county (the provider network's doctors, groups and locations, Medigap offerings), made on first use. */
export const countyDataFeature: Feature = {
  name: 'county-data',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: COUNTY_DATA_VERSION, run: seedCountyData },
};
