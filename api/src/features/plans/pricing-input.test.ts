import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/db';
import { partDParametersFor } from '../../domain/part-d-parameters';
import { openSampleTestDb } from '../../test/harness';
import { readFormularyEntries, readUnitCosts } from './imported-plans';
import type { Person } from './person';
import { type PricingOptions, pricingInput } from './pricing-input';
import { countyPlansInYear, type ServedPlan } from './served-plans';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openSampleTestDb());
}, 300_000);
afterAll(() => drop());

const params = partDParametersFor(2027)!;
const OPTIONS: PricingOptions = {
  isMailOrder: false,
  showDrugCoverage: true,
  showDrugPricing: true,
  includeMonthlyCosts: false,
  extraHelp: null,
  startMonth: 1,
};
// atorvastatin 10 mg, metformin 500 mg and Eliquis 5 mg of the sample NDC directory and Part D files.
const [ATORVASTATIN, METFORMIN, ELIQUIS] = ['84949000090', '60560003090', '83077154130'] as const;

const personTaking = (...ndcs: string[]): Person => ({
  drugs: ndcs.map((ndc11, i) => ({
    dosageRecordID: `d${i}`,
    ndc: `${ndc11.slice(0, 5)}-${ndc11.slice(5, 9)}-${ndc11.slice(9)}`,
    ndc11,
    drugId: ndc11,
    drugName: ndc11,
    quantity: 30,
    frequency: 'EVERY_MONTH',
    unitPrice: null,
    isInsulin: false,
    isBrand: false,
  })),
  pharmacies: [],
  providers: [],
  extraHelp: null,
});

/** The database, counting the reads of the formulary and pricing tables and the NDCs each asked for. */
const counting = () => {
  const reads: { table: string; ndcs: unknown }[] = [];
  const queryable: Queryable = {
    query: (sql, sqlParams, options) => {
      const table = /part_d_(pricing|basic_drugs_formulary)\b/.exec(sql)?.[0];
      if (table) reads.push({ table, ndcs: table === 'part_d_pricing' ? sqlParams?.[3] : sqlParams?.[1] });
      return db.query(sql, sqlParams, options);
    },
    exec: (sql) => db.exec(sql),
  };
  return { queryable, reads };
};

const plain = (map: ReadonlyMap<string, unknown>): unknown =>
  Object.fromEntries(
    [...map]
      .map(([k, v]) => [k, v instanceof Map ? plain(v) : v])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

it("reads a plan's formulary entry and UNIT_COSTs of an NDC once, and only the NDCs some plan has not been read for", async () => {
  const plans = (await countyPlansInYear(db, '04013', 2027)).filter((p) => p.hasDrugCoverage);
  const { queryable, reads } = counting();
  const inputFor = (plansNow: readonly ServedPlan[], ...ndcs: string[]) =>
    pricingInput(queryable, personTaking(...ndcs), plansNow, params, OPTIONS);

  const first = await inputFor(plans, ATORVASTATIN, METFORMIN);
  expect(reads).toEqual([
    { table: 'part_d_basic_drugs_formulary', ndcs: [ATORVASTATIN, METFORMIN] },
    { table: 'part_d_pricing', ndcs: [ATORVASTATIN, METFORMIN] },
  ]);
  // What the tables say, read without anything kept.
  const formularyIds = [...new Set(plans.flatMap((p) => (p.formularyId ? [p.formularyId] : [])))];
  const fromTables = async (...ndcs: string[]) => ({
    formulary: plain(await readFormularyEntries(db, 2027, formularyIds, ndcs)),
    unitCosts: plain(await readUnitCosts(db, 2027, plans, ndcs)),
  });
  const expected = await fromTables(ATORVASTATIN, METFORMIN);
  expect(Object.keys(expected.unitCosts as object).length).toBe(plans.length);
  expect({ formulary: plain(first.formulary), unitCosts: plain(first.unitCosts) }).toEqual(expected);

  reads.length = 0;
  const again = await inputFor(plans, ATORVASTATIN, METFORMIN);
  expect(reads).toEqual([]);
  expect({ formulary: plain(again.formulary), unitCosts: plain(again.unitCosts) }).toEqual(expected);

  const withEliquis = await inputFor(plans, ATORVASTATIN, ELIQUIS);
  expect(reads).toEqual([
    { table: 'part_d_basic_drugs_formulary', ndcs: [ELIQUIS] },
    { table: 'part_d_pricing', ndcs: [ELIQUIS] },
  ]);
  expect({ formulary: plain(withEliquis.formulary), unitCosts: plain(withEliquis.unitCosts) }).toEqual(
    await fromTables(ATORVASTATIN, ELIQUIS),
  );

  // A new import serves new plan objects (served-plans.ts): nothing kept of the previous ones is used.
  reads.length = 0;
  await inputFor(
    plans.map((p) => ({ ...p })),
    ATORVASTATIN,
  );
  expect(reads.map((r) => r.ndcs)).toEqual([[ATORVASTATIN], [ATORVASTATIN]]);
});
