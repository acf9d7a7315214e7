import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { generateDrugCatalogue } from '../../reference-data/drug-catalogue';
import { openMigratedTestDb } from '../../test/harness';
import { importSampleDataOnFirstStart } from '../sample-data';
import { SAMPLE_PREVIOUS_YEAR, SAMPLE_YEARS } from '../samples/sample-plans';
import { sampleFileSuffix, sampleRows } from './sample';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  // Opening a database takes minutes when the machine is shared and busy.
  ({ db, drop } = await openMigratedTestDb());
}, 300_000);
afterAll(() => drop());

it('the committed sample files of each year are what the generator writes (npm run sample:part-d -w api)', async () => {
  for (const year of SAMPLE_YEARS) {
    const folder = fileURLToPath(new URL(`../../../data/sample/part-d/${year}/`, import.meta.url));
    for (const [name, rows] of [
      ['pricing file', sampleRows(year).pricing],
      ['plan information', sampleRows(year).planInformation],
      ['beneficiary cost file', sampleRows(year).beneficiaryCost],
    ] as const) {
      const text = await readFile(`${folder}${name} ${sampleFileSuffix(year)}`, 'utf8');
      expect(text.trimEnd().split('\n').slice(1), `${year} ${name}`).toEqual(rows);
    }
  }
});

it('a first start imports the sample folder of each year once; it serves one plan end to end, joined to the drug catalogue by NDC', async () => {
  // The test template was made like a first start: without its record, this database is a first start again.
  await db.exec('delete from data_sets');
  const results = (await importSampleDataOnFirstStart(db)) ?? [];
  expect(await importSampleDataOnFirstStart(db)).toBeNull();
  expect(
    results.filter((r) => r.dataSet === 'part-d').map((r) => [r.contractYear, r.status, r.quarter]),
  ).toEqual([
    [2026, 'imported', 1],
    [2027, 'imported', 1],
  ]);
  const result = results.find((r) => r.dataSet === 'part-d' && r.contractYear === 2027);
  const rows = sampleRows();
  const counts = Object.fromEntries(result?.files.map((f) => [f.kind, f.rows]) ?? []);
  expect(counts).toEqual({
    'plan information file': rows.planInformation.length,
    'geographic locator file': 7,
    'basic drugs formulary file': rows.basicDrugsFormulary.length,
    'excluded drugs formulary file': 2,
    'beneficiary cost file': rows.beneficiaryCost.length,
    'insulin beneficiary cost file': rows.insulinBeneficiaryCost.length,
    'pharmacy networks file': rows.pharmacyNetworks.length,
    'pricing file': rows.pricing.length,
  });
  const pricingRows = await db.query<{ contract_year: number; n: number }>(
    'select contract_year, count(*)::int as n from part_d_pricing group by 1 order by 1',
  );
  expect(pricingRows).toEqual([
    { contract_year: SAMPLE_PREVIOUS_YEAR, n: sampleRows(SAMPLE_PREVIOUS_YEAR).pricing.length },
    { contract_year: 2027, n: rows.pricing.length },
  ]);

  // Every county the tests use has plans: Maricopa's MA plans by county code, PDPs by the county's region.
  const plansIn = async (fips: string, year = 2027) =>
    (
      await db.query<{ plan: string }>(
        `select distinct p.contract_id || '-' || p.plan_id as plan
         from part_d_geographic_locator g
         join part_d_plan_information p on p.contract_year = g.contract_year
          and (p.county_code = g.county_code or (p.county_code is null and p.pdp_region_code = g.pdp_region_code))
         where g.county_code = $1 and g.contract_year = $2 order by 1`,
        [fips, year],
      )
    ).map((r) => r.plan);
  expect(await plansIn('04013')).toEqual([
    'H9991-001',
    'H9991-002',
    'H9992-001',
    'H9992-002',
    'H9994-001',
    'H9994-002',
    'H9995-001',
    'H9995-002',
    'H9995-003',
    'H9996-001',
    'H9996-002',
    'S9991-001',
    'S9991-002',
    'S9992-001',
    'S9992-002',
    'S9993-001',
    'S9993-002',
    'S9994-001',
    'S9994-002',
    'S9995-001',
    'S9995-002',
    'S9996-001',
    'S9996-002',
  ]);
  // The previous year: the same plans but H9994-001, which is new in 2027.
  expect(await plansIn('04013', SAMPLE_PREVIOUS_YEAR)).toEqual(
    (await plansIn('04013')).filter((p) => p !== 'H9994-001'),
  );
  for (const fips of ['04021', '04019', '04025', '04005', '12086', '12033']) {
    expect((await plansIn(fips)).length, fips).toBeGreaterThanOrEqual(3);
  }

  // H9991-001 in Maricopa, atorvastatin 10 mg (the catalogue's NDC): tier, month's cost share, unit cost.
  const atorvastatin = generateDrugCatalogue().find((d) => d.id === 'atorvastatin')?.dosages[0];
  const ndc = atorvastatin?.ndc.replace(/-/g, '') ?? '';
  const [row] = await db.query(
    `select p.plan_name, p.premium, p.deductible, f.tier_level_value, c.cost_type_pref, c.cost_amt_pref,
            c.cost_amt_nonpref, c.ded_applies_yn, pr.unit_cost
     from part_d_plan_information p
     join part_d_basic_drugs_formulary f on f.formulary_id = p.formulary_id and f.ndc = $1
     join part_d_beneficiary_cost c on (c.contract_id, c.plan_id, c.segment_id) = (p.contract_id, p.plan_id, p.segment_id)
       and c.coverage_level = 1 and c.tier = f.tier_level_value and c.days_supply = 1
     join part_d_pricing pr on (pr.contract_id, pr.plan_id, pr.segment_id) = (p.contract_id, p.plan_id, p.segment_id)
       and pr.ndc = f.ndc and pr.days_supply = 30
     where p.contract_id = 'H9991' and p.plan_id = '001' and p.county_code = '04013' and p.contract_year = 2027
       and f.contract_year = 2027 and c.contract_year = 2027 and pr.contract_year = 2027`,
    [ndc],
  );
  expect(row).toEqual({
    plan_name: 'Sample Advantage Rx (HMO) (sample)',
    premium: 0,
    deductible: 250,
    tier_level_value: 1,
    cost_type_pref: 1,
    cost_amt_pref: 0,
    cost_amt_nonpref: 10,
    ded_applies_yn: 'N',
    unit_cost: 0.08,
  });
  // The networks' pharmacies are the NPPES sample's: PHARMACY_NUMBER is "10" and a pharmacy's NPI, at its ZIP.
  const unmatched = await db.query(
    `select distinct n.pharmacy_number from part_d_pharmacy_networks n
       left join npi_providers p on p.npi = substr(n.pharmacy_number, 3) and p.kind = 'pharmacy'
        and p.zip = n.pharmacy_zipcode
      where p.npi is null`,
  );
  expect(unmatched).toEqual([]);
  const records = await db.query<{ sample: boolean }>('select sample from data_sets');
  expect(records.length).toBe(6);
  expect(records.every((r) => r.sample)).toBe(true);
});
