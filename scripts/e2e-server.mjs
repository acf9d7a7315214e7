// The suite as the e2e tests see it: everything built, a second mfe-plans build (label "canary") on
// port 3012 for the registry-switch test (and released by the delivery tests), a third one built against
// the next major of shared-contracts on 3013 and two against a changed event schema on 3014 and 3015
// (delivery/incompatible-remote), one whose pages throw on mount (released by delivery/synthetic-check),
// a registry file and a
// release CDN folder of the tests' own that they may edit, and a local Sentry ingest on 3030 that error
// reporting is pointed at.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { buildIfStale } from './lib/build.mjs';
import { busyPorts, busyPortsMessage } from './lib/busy-ports.mjs';
import {
  buildContractVariant,
  buildIncompatibleRemote,
  CONTRACT_VARIANTS,
  INCOMPATIBLE_DIR,
  INCOMPATIBLE_PORT,
} from './lib/incompatible-remote.mjs';
import { INGEST_DSN, serveSentryIngest } from './lib/sentry-ingest.mjs';
import { readRegistry, runtimeConfig, serveAll, serveRemote } from './lib/serve-suite.mjs';
import { CANARY_PORT, defaultRegistry, root } from './lib/suite.mjs';
import { buildThrowingRemote } from './lib/throwing-remote.mjs';
import { allowPartnerDemo, servePartnerDemo } from './partner-demo.mjs';

// A server left from an earlier run would answer in this one's place, or stop it half started.
const busy = await busyPorts();
if (busy.length > 0) {
  console.error(`[e2e-server] ${busyPortsMessage(busy)}`);
  process.exit(1);
}

const registry = path.join(root, 'e2e/.tmp/remotes.json');
mkdirSync(path.dirname(registry), { recursive: true });
writeFileSync(registry, `${JSON.stringify(defaultRegistry(), null, 2)}\n`);
copyFileSync(registry, `${registry}.default`);
process.env.REMOTES_FILE = registry;
// The release CDN's folder (:3006) for the delivery tests, which release into it: empty at each start.
process.env.RELEASES_DIR = path.join(root, 'e2e/.tmp/releases');
rmSync(process.env.RELEASES_DIR, { recursive: true, force: true });
// Every test is a new visitor with a new session, all from 127.0.0.1.
process.env.SESSION_RATE_LIMIT ??= '100000';
process.env.LEAD_RATE_LIMIT ??= '100000';
// Every api response the tests cause is checked against its schema (the default checks a sample).
process.env.RESPONSE_CHECK ??= 'always';
// The agency's tools token: member tests open accounts and issue signed member links as the agency does.
process.env.AGENT_API_TOKENS ??= 'e2e-agent-tools-token';
// A campaign with its own number on plans pages, for the phone-selection tests.
process.env.CAMPAIGN_PHONES_JSON ??= JSON.stringify([
  { campaign: 'e2e_campaign', pageKind: 'plans-page', phoneNumber: '(800) 555-0142' },
]);

// Error reporting goes to a small local Sentry ingest (:3030) the tests read back
// (e2e/tests/shell/error-reporting.spec.ts).
process.env.SENTRY_DSN ??= INGEST_DSN;

// The demo partner site embeds the plan finder from its own origin (e2e/tests/embedding).
allowPartnerDemo();

await buildAll();
const ingest = process.env.SENTRY_DSN === INGEST_DSN ? await serveSentryIngest() : null;
await buildIfStale('mfe-plans', { outputDir: 'dist-canary', env: { BUILD_LABEL: 'canary' } });
await buildIncompatibleRemote();
for (const variant of Object.keys(CONTRACT_VARIANTS)) await buildContractVariant(variant);
await buildThrowingRemote();
const suite = await serveAll();
const canary = await serveRemote({ pkg: 'mfe-plans', port: CANARY_PORT, outputDir: 'dist-canary' });
const incompatible = await serveRemote({
  pkg: 'mfe-plans',
  port: INCOMPATIBLE_PORT,
  outputDir: INCOMPATIBLE_DIR,
});
const variants = await Promise.all(
  Object.values(CONTRACT_VARIANTS).map(({ dir, port }) =>
    serveRemote({ pkg: 'mfe-plans', port, outputDir: dir }),
  ),
);
const partnerDemo = await servePartnerDemo({ registry: readRegistry, config: runtimeConfig });
console.log('[e2e-server] ready');

const stop = async () => {
  canary.close();
  incompatible.close();
  for (const server of variants) server.close();
  ingest?.close();
  partnerDemo.close();
  await suite.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
