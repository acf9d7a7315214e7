import type { Feature } from '../feature';
import { planRoutes } from './routes';

export const plansFeature: Feature = {
  name: 'plans',
  routes: planRoutes,
};
