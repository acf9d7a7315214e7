import type { Feature } from '../feature';
import { readSessionProviders } from './providers';
import { providerRoutes } from './routes';

export const providersFeature: Feature = {
  name: 'providers',
  migrations: new URL('./migrations/', import.meta.url),
  routes: providerRoutes,
  sessionLists: async (db, sessionId) => ({ providers: await readSessionProviders(db, sessionId) }),
};
