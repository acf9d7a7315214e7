import type { Feature } from '../feature';
import { scopeOfAppointmentRoutes } from './routes';

export const scopeOfAppointmentFeature: Feature = {
  name: 'scope-of-appointment',
  migrations: new URL('./migrations/', import.meta.url),
  routes: scopeOfAppointmentRoutes,
};
