import type { Feature } from '../feature';
import { leadRoutes } from './routes';

export const leadsFeature: Feature = {
  name: 'leads',
  migrations: new URL('./migrations/', import.meta.url),
  routes: leadRoutes,
};
