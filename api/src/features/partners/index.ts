import type { Feature } from '../feature';
import { partnerRoutes } from './routes';
import { seedPartners } from './seed';

export const partnersFeature: Feature = {
  name: 'partners',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: 'sample-partners#2', run: seedPartners },
  routes: partnerRoutes,
};
