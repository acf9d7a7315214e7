// The import at scale: generates the full-size files (bench/import/generate.mjs, into a temporary folder
// unless --dir holds them already), starts a PostgreSQL of its own (Debian's, the way the api's
// PostgreSQL tests do: api/src/test/pg-cluster.ts), runs `npm run import`'s command on every source and
// prints rows/s and time per file, the total, the import's peak memory (resident, sampled from /proc) and
// the database size. Needs root or an installed postgresql. Loopback only; stops by itself, or with --serve
// keeps the database after the import and prints its DATABASE_URL until Ctrl-C or --serve-minutes have
// passed (bench/api-plans runs against it with BENCH_DATABASE_URL).
// --sources part-d,ma-landscape imports only those sources of the folder (the plan search needs part-d,
// ma-landscape and fda-ndc, not nppes).
//   node bench/import/run.mjs [--scale 1] [--dir /tmp/import-files] [--keep] [--serve] [--serve-minutes 60]
//     [--sources part-d,ma-landscape,fda-ndc,nppes]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    dir: { type: 'string' },
    keep: { type: 'boolean' },
    serve: { type: 'boolean' },
    'serve-minutes': { type: 'string' },
    sources: { type: 'string' },
  },
});
const scale = Number(values.scale ?? 1);
const root = new URL('../../', import.meta.url).pathname;
const { generateFullSize, FULL_SIZE_SOURCES: SOURCES } = await tsImport(
  '../../api/src/import/generate/full-size.ts',
  import.meta.url,
);
const { startPgCluster } = await tsImport('../../api/src/test/pg-cluster.ts', import.meta.url);

const dir = values.dir ?? (await mkdtemp(join(tmpdir(), 'import-bench-')));
const imported = values.sources?.split(',') ?? SOURCES;
const unknown = imported.filter((s) => !SOURCES.includes(s));
if (unknown.length)
  throw new Error(`--sources: unknown ${unknown.join(', ')} (known: ${SOURCES.join(', ')})`);
const missing = imported.filter((s) => !existsSync(join(dir, s)));
if (missing.length) {
  const started = Date.now();
  console.log(`generating ${missing.join(', ')} at scale ${scale} in ${dir} ...`);
  await generateFullSize(dir, scale, missing);
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const peakResident = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
};

const cluster = await startPgCluster();
try {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/import/cli.ts', ...imported.map((s) => join(dir, s))],
    {
      cwd: join(root, 'api'),
      env: { ...process.env, DATABASE_URL: cluster.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let peak = 0;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await peakResident(child.pid));
  }, 250);
  const perFile = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => {
    for (const line of text.split('\n').filter(Boolean)) {
      console.log(`  ${line}`);
      if (/ rows\/s, /.test(line)) perFile.push(line);
    }
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const [{ size }] = (
    await client.query('select pg_size_pretty(pg_database_size(current_database())) as size')
  ).rows;
  const tables = (
    await client.query(
      `select relname as table, n_live_tup as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
       from pg_stat_user_tables where relname ~ '^(part_d_|ma_landscape|ndc_|npi_providers)' order by pg_total_relation_size(relid) desc`,
    )
  ).rows;
  await client.end();
  console.log(`\nimport exit code ${code}, scale ${scale}, files in ${dir}`);
  console.log('per file (rows, MB, time, rows/s, MB/s):');
  for (const line of perFile) console.log(`  ${line}`);
  console.log(
    `total ${seconds.toFixed(1)} s; peak resident memory of the import ${(peak / 1024 / 1024).toFixed(0)} MB`,
  );
  console.log(`database size ${size}`);
  console.table(tables);
  if (values.serve) {
    const minutes = Number(values['serve-minutes'] ?? 60);
    console.log(
      `serving the imported database for ${minutes} min (Ctrl-C stops): BENCH_DATABASE_URL=${cluster.url}`,
    );
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, minutes * 60_000);
      for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => {
          clearTimeout(timer);
          resolve();
        });
    });
  }
} finally {
  await cluster.destroy();
  if (!values.keep && !values.dir) await rm(dir, { recursive: true, force: true });
}
