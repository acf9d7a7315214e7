import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drugDetailResponseSchema, drugSearchResponseSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSets } from '../../import/data-sets';
import { NDC_PACKAGE_LAYOUT, NDC_PRODUCT_LAYOUT } from '../../import/fda-ndc/layout';
import { DRUG_ID_SQL, DRUG_NAMES_SQL } from '../../import/fda-ndc/search-keys';
import { importPaths } from '../../import/import';
import { tabLine } from '../../import/write-lines';
import { explainPlan } from '../../test/explain';
import { createTestApi, type TestApi } from '../../test/harness';
import { MEAN_UNIT_COST_SQL, packageContents, strengthLabel } from './catalogue';

let api: TestApi;
let dir: string;

// Two products of one brand by two labelers (two strengths), one of them in a 4-4-2 package code.
const product = (id: string, ndc: string, strength: string, unit: string, category = 'NDA') => [
  `${ndc}_${id}`,
  ndc,
  'HUMAN PRESCRIPTION DRUG',
  'Zorvexa',
  '',
  'Tenofloxin Hydrochloride',
  'TABLET, FILM COATED',
  'ORAL',
  '20200101',
  '',
  category,
  'NDA999001',
  'Hand Made Labs',
  'TENOFLOXIN HYDROCHLORIDE',
  strength,
  unit,
  '',
  '',
  'N',
  '20271231',
];
const pkg = (id: string, ndc: string, code: string, description: string) => [
  `${ndc}_${id}`,
  ndc,
  code,
  description,
  '20200101',
  '',
  'N',
  'N',
];

beforeAll(async () => {
  api = await createTestApi();
  dir = await mkdtemp(join(tmpdir(), 'ndc-'));
  await writeFile(
    join(dir, 'product.txt'),
    tabLine(NDC_PRODUCT_LAYOUT.columns) +
      tabLine(product('a1', '12345-678', '2.5', 'mg/1')) +
      tabLine(product('b2', '0777-1234', '10', 'mg/1')),
  );
  await writeFile(
    join(dir, 'package.txt'),
    tabLine(NDC_PACKAGE_LAYOUT.columns) +
      tabLine(
        pkg(
          'a1',
          '12345-678',
          '12345-678-90',
          '1 BOTTLE in 1 CARTON (12345-678-90) > 90 TABLET, FILM COATED in 1 BOTTLE',
        ),
      ) +
      tabLine(pkg('b2', '0777-1234', '0777-1234-60', '60 TABLET, FILM COATED in 1 BOTTLE (0777-1234-60)')),
  );
  // The test database serves the sample files; this import replaces its FDA NDC data set.
  await importPaths(api.db, [dir], { dataSets });
}, 300_000);
afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the drug catalogue runs on the imported FDA NDC directory', () => {
  it('finds the imported drug by brand and generic word prefix, and no longer the sample drugs', async () => {
    const s = await api.newSession();
    const search = async (name: string) =>
      drugSearchResponseSchema.parse(
        (await api.request('GET', '/consumer/drugs', { token: s.token, query: { name } })).body,
      ).cntr;
    expect(await search('zorv')).toEqual([
      {
        id: 'zorvexa',
        name: 'Zorvexa',
        genericName: 'Tenofloxin Hydrochloride',
        isBrand: true,
        isInsulin: false,
      },
    ]);
    expect((await search('hydrochl')).map((d) => d.id)).toEqual(['zorvexa']);
    expect((await search('zorvexia')).map((d) => d.id)).toEqual(['zorvexa']);
    expect(await search('eliquis')).toEqual([]);
  });

  it('gives one dosage per strength and form, with the NDC-11 and what the package holds', async () => {
    const s = await api.newSession();
    const res = await api.request('GET', '/consumer/drugs/zorvexa', { token: s.token });
    const drug = drugDetailResponseSchema.parse(res.body).cntr;
    expect(
      drug.dosages.map((d) => [d.ndc, d.label, d.unit, d.packageQuantity, d.commonMonthlyQuantity]),
    ).toEqual([
      ['00777-1234-60', 'Zorvexa 10 mg tablet, film coated', 'tablet, film coated', 60, 30],
      ['12345-0678-90', 'Zorvexa 2.5 mg tablet, film coated', 'tablet, film coated', 90, 30],
    ]);
    expect(drug.dosages.every((d) => d.unitPrice === undefined)).toBe(true);
    const added = await api.request('POST', '/consumer/session/dosages', {
      token: s.token,
      body: { ndc: '00777-1234-60', quantity: 30, updatedBy: 'consumer' },
    });
    expect(added.status).toBe(201);
    expect(added.body.cntr[0]).toMatchObject({
      drugId: 'zorvexa',
      label: 'Zorvexa 10 mg tablet, film coated',
    });
  });

  it('keeps the search and the detail on the indexes the import builds', async () => {
    const plan = async (sql: string, param: string) =>
      api.db.transaction(async (tx) => {
        // The table is tiny: without this a sequential scan is cheaper and says nothing about the index.
        await tx.exec('set local enable_seqscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, [param]);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(
      await plan(`select 1 from ndc_products where ${DRUG_NAMES_SQL} @@ to_tsquery('simple', $1)`, 'zorv:*'),
    ).toContain('ndc_products_names');
    expect(await plan(`select 1 from ndc_products where ${DRUG_ID_SQL} = $1`, 'zorvexa')).toContain(
      'ndc_products_drug_id',
    );
  });

  it("reads a package's mean price over the plans from the import's row per NDC, not the 20 million pricing rows", async () => {
    const ndc = (await api.db.query<{ ndc: string }>('select ndc from part_d_pricing limit 1'))[0]!.ndc;
    const explained = await explainPlan(api.db, `select ${MEAN_UNIT_COST_SQL('$1')}`, [ndc]);
    expect(explained).toMatch(/Index Only Scan using part_d_ndc_unit_costs_\d{4}_ndc/);
    expect(explained).not.toMatch(/part_d_pricing/);
  });
});

describe('what the FDA columns are shown as', () => {
  it('writes strengths as people do', () => {
    expect(strengthLabel('160; 4.5', 'ug/1; ug/1')).toBe('160-4.5 mcg');
    expect(strengthLabel('100', '[iU]/mL')).toBe('100 units/mL');
    expect(strengthLabel('10', 'mg/.5mL')).toBe('10 mg/0.5 mL');
    expect(strengthLabel('20', 'meq/1')).toBe('20 mEq');
    expect(strengthLabel(null, null)).toBe('');
  });

  it('reads the innermost level of a package description', () => {
    expect(packageContents('1 CARTON in 1 BOX > 5 SYRINGE in 1 CARTON > 3 mL in 1 SYRINGE')).toEqual({
      quantity: 3,
      unit: 'mL',
    });
    expect(packageContents('30 CAPSULE in 1 BOTTLE (0002-3228-30)')).toEqual({
      quantity: 30,
      unit: 'capsule',
    });
  });
});
