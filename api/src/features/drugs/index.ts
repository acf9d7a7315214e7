import type { Feature } from '../feature';
import { readSessionDosages } from './dosages';
import { drugRoutes } from './routes';

export const drugsFeature: Feature = {
  name: 'drugs',
  migrations: new URL('./migrations/', import.meta.url),
  routes: drugRoutes,
  sessionLists: async (db, sessionId) => ({ dosages: await readSessionDosages(db, sessionId) }),
};
