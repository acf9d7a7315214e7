import type { Feature } from '../feature';
import { agentRoutes } from './routes';
import { seedAgents } from './seed';

export const agentsFeature: Feature = {
  name: 'agents',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: 'sample-agents#3', run: seedAgents },
  routes: agentRoutes,
};
