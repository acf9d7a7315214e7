/**
 * The GENERATED drug prices (reference-data/drug-catalogue.ts, seeded into ref_drugs/ref_dosages): the
 * generated plans (reference-data/medicare-plans.ts) are priced with them, so the plan search reads them
 * until the plans run on the Part D files (their pricing file has each plan's own UNIT_COST). Nothing
 * else reads these tables: the drug search and the dosages run on the FDA NDC directory (catalogue.ts).
 */
import type { Queryable } from '../../db/db';
import { generateDrugCatalogue } from '../../reference-data/drug-catalogue';
import { DEFAULT_SEED } from '../../reference-data/prng';
import { insertMany } from '../county-data/public';

export const DRUG_CATALOGUE_VERSION = `sample-${DEFAULT_SEED}-1`;

export const seedDrugCatalogue = async (tx: Queryable) => {
  const catalogue = generateDrugCatalogue();
  await tx.exec('delete from ref_dosages; delete from ref_drugs;');
  await insertMany(
    tx,
    'ref_drugs',
    [
      ['id', 'text'],
      ['name', 'text'],
      ['generic_name', 'text'],
      ['kind', 'text'],
      ['is_brand', 'bool'],
      ['is_insulin', 'bool'],
    ],
    catalogue.map((d) => [d.id, d.name, d.genericName, d.kind, d.isBrand, d.isInsulin]),
  );
  await insertMany(
    tx,
    'ref_dosages',
    [
      ['ndc', 'text'],
      ['drug_id', 'text'],
      ['connecture_record_id', 'text'],
      ['label', 'text'],
      ['strength', 'text'],
      ['form', 'text'],
      ['unit', 'text'],
      ['package_quantity', 'float8'],
      ['common_monthly_quantity', 'float8'],
      ['unit_price', 'float8'],
      ['position', 'int'],
    ],
    catalogue.flatMap((d) =>
      d.dosages.map((x, i) => [
        x.ndc,
        d.id,
        x.connectureRecordId,
        x.label,
        x.strength,
        x.form,
        x.unit,
        x.packageQuantity,
        x.commonMonthlyQuantity,
        x.unitPrice,
        i,
      ]),
    ),
  );
};

/** ndc (5-4-2 with dashes) → the generated price per unit, for the NDCs given that the generator has. */
export const generatedUnitPrices = async (
  db: Queryable,
  ndcs: readonly string[],
): Promise<Map<string, number>> =>
  new Map(
    (
      await db.query<{ ndc: string; unit_price: number }>(
        'select ndc, unit_price from ref_dosages where ndc = any($1::text[])',
        [ndcs],
      )
    ).map((r) => [r.ndc, r.unit_price]),
  );
