// Writes full-size files in every layout the import reads (Part D quarterly files, MA landscape, FDA NDC
// directory, NPPES) under <dir>, one folder per source, streamed with a fixed seed: 100,000 plan-county
// rows, 1,300,000 formulary rows, 20,000,000 pricing rows, 7,000,000 NPI rows, 100,000 landscape rows and
// 110,000 NDC products at --scale 1 (every count times the scale). Never write them into the repository.
//   node bench/import/generate.mjs /tmp/import-files [--scale 0.1]
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { scale: { type: 'string' } } });
const [dir] = positionals;
if (!dir) {
  console.error('usage: node bench/import/generate.mjs <dir> [--scale 1]');
  process.exit(2);
}
const { generateFullSize } = await tsImport('../../api/src/import/generate/full-size.ts', import.meta.url);
const started = Date.now();
const folders = await generateFullSize(dir, Number(values.scale ?? 1));
console.log(`written in ${((Date.now() - started) / 1000).toFixed(1)} s:`, folders);
