import type { Feature } from '../feature';
import { readSessionDosages } from './dosages';
import { DRUG_CATALOGUE_VERSION, seedDrugCatalogue } from './generated-prices';
import { drugRoutes } from './routes';

export const drugsFeature: Feature = {
  name: 'drugs',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: DRUG_CATALOGUE_VERSION, run: seedDrugCatalogue },
  routes: drugRoutes,
  sessionLists: async (db, sessionId) => ({ dosages: await readSessionDosages(db, sessionId) }),
};
