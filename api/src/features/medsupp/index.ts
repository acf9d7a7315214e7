import type { Feature } from '../feature';
import { medsuppRoutes } from './routes';

export const medsuppFeature: Feature = {
  name: 'medsupp',
  migrations: new URL('./migrations/', import.meta.url),
  routes: medsuppRoutes,
};
