/**
 * On PostgreSQL the plan search's reads are named statements (db.ts QueryOptions.name): each connection
 * prepares them once and keeps their plans. An import swaps the year's partitions under those plans; the
 * next search must read the new rows, never the dropped ones or an error. One connection, so every read
 * below runs on the statement that connection prepared.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/db';
import { migrate } from '../db/migrate';
import { features } from '../features/index';
import { readFormularyEntries, readUnitCosts } from '../features/plans/imported-plans';
import { type PgCluster, startPgCluster } from '../test/pg-cluster';
import { dataSets } from './data-sets';
import { importPaths } from './import';
import { writeSampleFiles } from './part-d/sample';

let cluster: PgCluster;
let db: Db;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reimport-pg-'));
  cluster = await startPgCluster();
  db = await openPostgres(cluster.url, { max: 1 });
  await migrate(db, features);
});
afterAll(async () => {
  await db?.close();
  await cluster?.destroy();
  await rm(dir, { recursive: true, force: true });
});

const YEAR = 2027;

/** Rewrites a pipe-delimited file of the sample, each data line through `change` (its header kept). */
const rewrite = async (path: string, change: (fields: string[]) => string[]) => {
  const [header, ...lines] = (await readFile(path, 'utf8')).trimEnd().split('\n');
  await writeFile(path, `${[header, ...lines.map((l) => change(l.split('|')).join('|'))].join('\n')}\n`);
};

it('a search after the year is imported again reads the new rows through the statements it kept', async () => {
  const files = await writeSampleFiles(dir, { year: YEAR });
  await importPaths(db, [dir], { dataSets });

  const [first] = await db.query<{ contract_id: string; plan_id: string; segment_id: string; ndc: string }>(
    `select contract_id, plan_id, segment_id, ndc from part_d_pricing
      where contract_year = $1 and days_supply = 30 order by contract_id, plan_id, ndc limit 1`,
    [YEAR],
  );
  const plan = { contractID: first!.contract_id, planID: first!.plan_id, segmentID: first!.segment_id };
  const id = `${plan.contractID}${plan.planID}${plan.segmentID}`;
  const [{ formulary_id: formularyId } = { formulary_id: '' }] = await db.query<{ formulary_id: string }>(
    'select formulary_id from part_d_basic_drugs_formulary where contract_year = $1 and ndc = $2 limit 1',
    [YEAR, first!.ndc],
  );
  // Past the five runs after which PostgreSQL may keep one generic plan for a prepared statement.
  const read = async () => ({
    cost: (await readUnitCosts(db, YEAR, [plan], [first!.ndc])).get(id)?.get(first!.ndc)?.get(30),
    tier: (await readFormularyEntries(db, YEAR, [formularyId], [first!.ndc]))
      .get(formularyId)
      ?.get(first!.ndc)?.tier,
  });
  let before = await read();
  for (let i = 0; i < 7; i++) before = await read();
  expect(before.cost).toBeGreaterThan(0);
  expect(before.tier).toBeGreaterThan(0);
  expect(before.tier).toBeLessThan(6);
  const kept = await db.query<{ name: string }>(
    `select name from pg_prepared_statements where name in ('plans.unit-costs', 'plans.formulary-entries') order by name`,
  );
  expect(kept.map((k) => k.name)).toEqual(['plans.formulary-entries', 'plans.unit-costs']);

  // The quarter's files again with every UNIT_COST doubled and the drug moved one tier up.
  const pricing = files.find((f) => f.includes('pricing file'))!;
  await rewrite(pricing, (f) => [...f.slice(0, -1), (Number(f.at(-1)) * 2).toFixed(4)]);
  const formulary = files.find((f) => f.includes('basic drugs formulary file'))!;
  const header = (await readFile(formulary, 'utf8')).split('\n')[0]!.split('|');
  const ndcAt = header.indexOf('NDC');
  const tierAt = header.indexOf('TIER_LEVEL_VALUE');
  await rewrite(formulary, (f) =>
    f[ndcAt] === first!.ndc ? f.map((v, i) => (i === tierAt ? String(Number(v) + 1) : v)) : f,
  );
  await importPaths(db, [dir], { dataSets });

  const after = await read();
  expect(after.cost).toBeCloseTo(before.cost! * 2, 4);
  expect(after.tier).toBe(before.tier! + 1);
});
