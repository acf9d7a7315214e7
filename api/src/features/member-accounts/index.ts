import type { Feature } from '../feature';
import { memberRoutes } from './routes';
import { seedMemberAccounts } from './seed';

export const memberAccountsFeature: Feature = {
  name: 'member-accounts',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: 'sample-members#1', run: seedMemberAccounts },
  routes: memberRoutes,
};
