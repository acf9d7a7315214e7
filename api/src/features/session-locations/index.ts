import type { Feature } from '../feature';
import { sessionLocationRoutes } from './routes';

export const sessionLocationsFeature: Feature = {
  name: 'session-locations',
  migrations: new URL('./migrations/', import.meta.url),
  routes: sessionLocationRoutes,
};
