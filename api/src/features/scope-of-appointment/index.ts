import type { Feature } from '../feature';

export const scopeOfAppointmentFeature: Feature = {
  name: 'scope-of-appointment',
  migrations: new URL('./migrations/', import.meta.url),
};
