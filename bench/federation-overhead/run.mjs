// bench/federation-overhead: the cost of Module Federation. The same pages built twice: the suite as
// it ships (the shell and four remotes, federated) and one ordinary rspack bundle of the shell with
// every remote's pages as plain code-split imports (no federation runtime, manifests or remote entries;
// the shell's `federation/registry` replaced by ./static-registry.ts). Both get the same prerendered
// pages and are served on the shell's port in turn. Prints, side by side, the first-load JavaScript
// (kB gzip) and the Lighthouse mobile score (median of RUNS, 3 unless set) of / and /plans/all/
// (with a ZIP), and the ratio.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { buildAll } from '../../scripts/build.mjs';
import { serveRemote, serveShell, startApi } from '../../scripts/lib/serve-suite.mjs';
import { REMOTE_APPS, root, SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { prerender } from '../../scripts/prerender.mjs';
import { compile, federatedConfig } from '../../tooling/rspack.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { firstLoadScripts } from '../lib/first-load.mjs';
import { launchLighthouseBrowser } from '../lib/lighthouse.mjs';

const PAGES = [
  { path: '/', withZip: false },
  { path: '/plans/all/', withZip: true },
];
const RUNS = Number(process.env.RUNS ?? 3);
const BASE = `http://localhost:${SHELL_PORT}`;
const singleDir = path.join(root, 'shell/dist-single');

/** The shell's own config without Module Federation, its registry module swapped for static imports. */
const singleBundleConfig = () => {
  const config = federatedConfig({ dir: path.join(root, 'shell'), name: 'shell', host: true });
  return {
    ...config,
    output: { ...config.output, path: singleDir },
    plugins: [
      ...config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin'),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]federation[\\/]registry$/,
        path.join(import.meta.dirname, 'static-registry.ts'),
      ),
    ],
  };
};

const measureServed = async () => {
  const browser = await launchChromium();
  const js = {};
  try {
    for (const { path: p, withZip } of PAGES) {
      const scripts = await firstLoadScripts(browser, `${BASE}${p}`, { withZip });
      js[p] = scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
    }
  } finally {
    await browser.close();
  }
  const lighthouse = await launchLighthouseBrowser();
  const scores = {};
  try {
    for (const { path: p, withZip } of PAGES)
      scores[p] = await lighthouse.measure(`${BASE}${p}`, { runs: RUNS, withZip });
  } finally {
    await lighthouse.close();
  }
  return { js, scores };
};

await buildAll({ log: () => {} });
process.env.NODE_ENV = 'production';
await compile(singleBundleConfig());
await prerender({ dist: singleDir });

const api = await startApi();
const remotes = await Promise.all(REMOTE_APPS.map((r) => serveRemote(r)));
const results = {};
try {
  let shell = await serveShell();
  results.federated = await measureServed();
  shell.close();
  // The single bundle has no remotes to register or preload.
  shell = await serveShell({ dir: singleDir, registry: () => ({ remotes: [] }) });
  results.single = await measureServed();
  shell.close();
} finally {
  for (const server of remotes) server.close();
  api.kill('SIGTERM');
}

const { federated, single } = results;
console.log(`\nModule Federation vs one rspack bundle (Lighthouse mobile: median of ${RUNS} runs)`);
console.log('page          measure             federated    single   ratio');
for (const { path: p } of PAGES) {
  const row = (label, a, b, digits) =>
    console.log(
      `${p.padEnd(13)} ${label.padEnd(18)} ${a.toFixed(digits).padStart(9)} ${b.toFixed(digits).padStart(9)} ${(a / b).toFixed(2).padStart(7)}`,
    );
  row('JavaScript kB gz', federated.js[p], single.js[p], 1);
  row('Lighthouse score', federated.scores[p].score, single.scores[p].score, 0);
  row('LCP s', federated.scores[p].lcp / 1000, single.scores[p].lcp / 1000, 2);
  row('TBT ms', federated.scores[p].tbt, single.scores[p].tbt, 0);
}
