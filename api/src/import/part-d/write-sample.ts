/**
 * npm run sample:part-d -w api [-- <dir>] [--extra-pricing-rows N]: writes the sample Part D files
 * (default: api/data/sample/part-d, the committed copy) and, with N, N more generated pricing rows.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeSampleFiles } from './sample';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'extra-pricing-rows': { type: 'string' } },
});
const dir = positionals[0] ?? fileURLToPath(new URL('../../../data/sample/part-d', import.meta.url));
const extra = Number(values['extra-pricing-rows'] ?? 0);
for (const path of await writeSampleFiles(dir, { extraPricingRows: extra })) console.log(path);
