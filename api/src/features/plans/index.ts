import type { Feature } from '../feature';
import { planRoutes } from './routes';

export const plansFeature: Feature = {
  name: 'plans',
  migrations: new URL('./migrations/', import.meta.url),
  routes: planRoutes,
};
