/**
 * Development command: print a signed member link to a sample member account, for the member pages.
 *   npm run member-link -w api [-- <accountId>] [-- --days N]
 * It opens the configured database (stop the api first when it runs on PGlite, which allows one process).
 */
import { bootstrap } from '../../bootstrap';
import { loadConfig } from '../../config';
import { issueMemberLink } from './accounts';
import { SAMPLE_MEMBERS } from './seed';

const args = process.argv.slice(2);
const daysAt = args.indexOf('--days');
const days = daysAt >= 0 ? Number(args[daysAt + 1]) : 14;
const accountId = args.find((a, i) => !a.startsWith('--') && i !== daysAt + 1) ?? SAMPLE_MEMBERS[0]?.id;
if (!accountId || !Number.isInteger(days) || days < 1 || days > 30) {
  console.error('usage: npm run member-link -w api [-- <accountId>] [-- --days 1..30]');
  process.exit(2);
}
const config = loadConfig();
const deps = await bootstrap(config);
try {
  const link = await issueMemberLink(deps, accountId, days, 'dev-command');
  console.log(`Member link for ${accountId}, valid until ${link.expiresAt}:`);
  console.log(`  http://localhost:3000${link.path}`);
} finally {
  await deps.db.close();
}
