import type { Feature } from '../feature';
import { GEOGRAPHY_SOURCE } from './geography-data';
import { locationRoutes } from './routes';
import { seedGeography } from './seed';

export const locationFeature: Feature = {
  name: 'location',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: `${GEOGRAPHY_SOURCE}#1`, run: seedGeography },
  routes: locationRoutes,
};
