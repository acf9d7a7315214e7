import type { Feature } from '../feature';
import { dataWarehouseRoutes } from './routes';

export const dataWarehouseFeature: Feature = {
  name: 'data-warehouse',
  migrations: new URL('./migrations/', import.meta.url),
  routes: dataWarehouseRoutes,
};
