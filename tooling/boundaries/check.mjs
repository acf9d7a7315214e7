// The boundaries step of `npm test`: dependency-cruiser with rules.cjs over the real tree (no violation
// allowed), then over fixture/, where every rule must fire at least once, so a rule that can no longer
// fail is itself a failure. Prints one line per check and `boundaries: N passed, N failed`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const SOURCES = [
  'shell/src',
  'mfe-onboarding/src',
  'mfe-plans/src',
  'mfe-providers/src',
  'mfe-member/src',
  'shared-contracts/src',
  'web-kit/src',
  'embed/src',
  'api/src',
  'e2e/tests',
];

const config = await extractDepcruiseConfig(path.join(here, 'rules.cjs'));
const run = async (baseDir, sources) => {
  const previous = process.cwd();
  process.chdir(baseDir);
  try {
    const { output } = await cruise(sources, { ...config.options, ruleSet: config, validate: true });
    return output.summary.violations;
  } finally {
    process.chdir(previous);
  }
};

let passed = 0;
let failed = 0;
const report = (ok, line) => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '✓' : '✗'} ${line}`);
};

const real = await run(
  root,
  SOURCES.filter((dir) => existsSync(path.join(root, dir))),
);
for (const v of real) console.log(`  ${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle)` : ''}`);
report(real.length === 0, `the tree keeps every boundary (${real.length} violations)`);

const fixture = await run(path.join(here, 'fixture'), ['.']);
for (const rule of config.forbidden) {
  const hits = fixture.filter((v) => v.rule.name === rule.name);
  report(hits.length > 0, `rule ${rule.name} fails on its deliberate violation in fixture/`);
}
const allowed = fixture.filter((v) => v.to.endsWith('checkout/index.ts'));
report(allowed.length === 0, "a sibling feature's index.ts is allowed");
const kitHits = fixture.filter((v) => v.rule.name === 'kit-entries-by-name' && v.from.includes('lead-form/'));
report(
  kitHits.length === 1 && kitHits[0].to.endsWith('lead-form/form.ts'),
  "a kit folder entry's file reaches a file entry in its folder by name, its private files by path",
);

console.log(`boundaries: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
