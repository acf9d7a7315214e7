import type { Feature } from '../feature';
import { sessionRoutes } from './routes';

export const sessionsFeature: Feature = {
  name: 'sessions',
  migrations: new URL('./migrations/', import.meta.url),
  routes: sessionRoutes,
};
