/**
 * npm run sample:part-d -w api [-- <dir> [--year YYYY]] [--extra-pricing-rows N]: writes the sample Part D
 * files of both sample years to api/data/sample/part-d/<year> (the committed copy), or those of one year
 * (the newest unless --year) to <dir>; with N, N more generated pricing rows.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SAMPLE_CONTRACT_YEAR, SAMPLE_YEARS, type SampleYear } from '../samples/sample-plans';
import { writeSampleFiles } from './sample';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'extra-pricing-rows': { type: 'string' }, year: { type: 'string' } },
});
const extraPricingRows = Number(values['extra-pricing-rows'] ?? 0);
const year = Number(values.year ?? SAMPLE_CONTRACT_YEAR) as SampleYear;
if (!SAMPLE_YEARS.includes(year))
  throw new Error(`--year: the sample has years ${SAMPLE_YEARS.join(' and ')}`);
const committed = fileURLToPath(new URL('../../../data/sample/part-d', import.meta.url));
const targets = positionals[0]
  ? [{ dir: positionals[0], year }]
  : SAMPLE_YEARS.map((y) => ({ dir: join(committed, String(y)), year: y }));
for (const target of targets) {
  for (const path of await writeSampleFiles(target.dir, { ...target, extraPricingRows })) console.log(path);
}
