import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository, and the registry the e2e server serves (scripts/e2e-server.mjs), which these specs edit. */
export const root = path.resolve(import.meta.dirname, '../../..');
export const registry = path.join(root, 'e2e/.tmp/remotes.json');
/** What `npm run release | promote | rollback` need to change that registry and its release CDN folder. */
export const releaseEnv = () => ({
  ...process.env,
  REMOTES_FILE: registry,
  RELEASES_DIR: path.join(root, 'e2e/.tmp/releases'),
});

interface PlansRemote {
  name: string;
  current?: { version: string };
  canary?: { version: string; percent: number };
}

/** mfe-plans as the served registry has it now. */
export const plansInRegistry = () =>
  (JSON.parse(readFileSync(registry, 'utf8')) as { remotes: PlansRemote[] }).remotes.find(
    (r) => r.name === 'mfe_plans',
  ) as PlansRemote;
