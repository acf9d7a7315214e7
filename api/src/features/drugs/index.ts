import type { Feature } from '../feature';
import { DRUG_CATALOGUE_VERSION, seedDrugCatalogue } from './catalogue';
import { readSessionDosages } from './dosages';
import { drugRoutes } from './routes';

export const drugsFeature: Feature = {
  name: 'drugs',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: DRUG_CATALOGUE_VERSION, run: seedDrugCatalogue },
  routes: drugRoutes,
  sessionLists: async (db, sessionId) => ({ dosages: await readSessionDosages(db, sessionId) }),
};
