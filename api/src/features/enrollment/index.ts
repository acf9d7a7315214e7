import type { Feature } from '../feature';
import { enrollmentRoutes } from './routes';

export const enrollmentFeature: Feature = {
  name: 'enrollment',
  migrations: new URL('./migrations/', import.meta.url),
  routes: enrollmentRoutes,
};
