// What is released, and the clean-up of what no longer is (docs/releasing.md):
//
//   npm run releases -- status [remote]
//   npm run releases -- prune [--keep 5]
//
// The registry is REMOTES_FILE (default shell/remotes.local.json), its audit trail beside it; releases are
// in RELEASES_DIR (default releases/).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_KEEP, formatStatus, pruneReleases, releaseStatus } from './lib/release-status.mjs';
import { ReleaseError, readRegistryFile, runCommand, withRegistryLock } from './lib/releases.mjs';
import { releasesDir, root } from './lib/suite.mjs';

const USAGE = `usage: npm run releases -- status [remote]
       npm run releases -- prune [--keep <versions per remote, default ${DEFAULT_KEEP}>]`;

const main = async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { keep: { type: 'string' } },
  });
  const [command, remote, ...rest] = positionals;
  const registryFile = path.resolve(root, process.env.REMOTES_FILE ?? 'shell/remotes.local.json');
  if (command === 'status' && !rest.length && values.keep === undefined) {
    const registry = readRegistryFile(registryFile);
    console.log(formatStatus(releaseStatus({ registry, registryFile, releasesDir: releasesDir(), remote })));
    return;
  }
  if (command === 'prune' && !remote) {
    const keep = values.keep === undefined ? DEFAULT_KEEP : Number(values.keep);
    const pruned = await withRegistryLock(registryFile, () =>
      pruneReleases({ registry: readRegistryFile(registryFile), releasesDir: releasesDir(), keep }),
    );
    for (const { pkg, removed, kept } of pruned)
      console.log(
        `${pkg}: removed ${removed.length ? removed.join(', ') : 'nothing'}; kept ${kept.join(', ')}`,
      );
    return;
  }
  throw new ReleaseError(USAGE);
};

await runCommand(main);
