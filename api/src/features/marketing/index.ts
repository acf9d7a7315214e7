import type { Feature } from '../feature';
import { marketingRoutes } from './routes';

export const marketingFeature: Feature = {
  name: 'marketing',
  migrations: new URL('./migrations/', import.meta.url),
  routes: marketingRoutes,
};
