import type { Feature } from '../feature';
import { prefillRoutes } from './routes';
import { seedPrefills } from './seed';

export const prefillFeature: Feature = {
  name: 'prefill',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: 'sample-prefills#2', run: seedPrefills },
  routes: prefillRoutes,
};
