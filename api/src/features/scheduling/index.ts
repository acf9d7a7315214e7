import type { Feature } from '../feature';
import { schedulingRoutes } from './routes';
import { seedScheduling } from './seed';

export const schedulingFeature: Feature = {
  name: 'scheduling',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: 'sample-schedules#1', run: seedScheduling },
  routes: schedulingRoutes,
};
