import type { Feature } from '../feature';

export const esignFeature: Feature = {
  name: 'esign',
  migrations: new URL('./migrations/', import.meta.url),
};
