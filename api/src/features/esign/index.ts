import type { Feature } from '../feature';
import { esignRoutes } from './routes';

export const esignFeature: Feature = {
  name: 'esign',
  migrations: new URL('./migrations/', import.meta.url),
  routes: esignRoutes,
};
