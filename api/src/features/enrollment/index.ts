import type { Feature } from '../feature';
import { mountCarrierLandingPage } from './landing-page';
import { enrollmentRoutes } from './routes';

export const enrollmentFeature: Feature = {
  name: 'enrollment',
  migrations: new URL('./migrations/', import.meta.url),
  routes: enrollmentRoutes,
  pages: mountCarrierLandingPage,
};
