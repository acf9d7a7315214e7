import type { Feature } from '../feature';
import { readSessionPharmacies } from './pharmacies';
import { pharmacyRoutes } from './routes';

export const pharmaciesFeature: Feature = {
  name: 'pharmacies',
  migrations: new URL('./migrations/', import.meta.url),
  routes: pharmacyRoutes,
  sessionLists: async (db, sessionId) => ({ pharmacies: await readSessionPharmacies(db, sessionId) }),
};
