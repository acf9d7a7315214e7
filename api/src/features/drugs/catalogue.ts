/** The drug catalogue as stored (seeded from the SAMPLE generator), searched in memory. */
import type { DrugDosage, DrugSummary } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { type CatalogueDrug, generateDrugCatalogue } from '../../reference-data/drug-catalogue';
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

export interface StoredDrug extends DrugSummary {
  kind: CatalogueDrug['kind'];
  dosages: (DrugDosage & { drugId: string })[];
}

export interface Catalogue {
  drugs: StoredDrug[];
  byId: Map<string, StoredDrug>;
  byNdc: Map<string, { drug: StoredDrug; dosage: StoredDrug['dosages'][number] }>;
}

interface DrugRow {
  id: string;
  name: string;
  generic_name: string;
  kind: CatalogueDrug['kind'];
  is_brand: boolean;
  is_insulin: boolean;
}
interface DosageRow {
  ndc: string;
  drug_id: string;
  connecture_record_id: string;
  label: string;
  strength: string;
  form: string;
  unit: string;
  package_quantity: number;
  common_monthly_quantity: number;
  unit_price: number;
}

const cache = new WeakMap<Queryable, Promise<Catalogue>>();

const load = async (db: Queryable): Promise<Catalogue> => {
  const drugs = await db.query<DrugRow>('select * from ref_drugs order by name');
  const dosages = await db.query<DosageRow>('select * from ref_dosages order by drug_id, position');
  const byId = new Map<string, StoredDrug>();
  for (const d of drugs)
    byId.set(d.id, {
      id: d.id,
      name: d.name,
      genericName: d.generic_name,
      isBrand: d.is_brand,
      isInsulin: d.is_insulin,
      kind: d.kind,
      dosages: [],
    });
  const byNdc: Catalogue['byNdc'] = new Map();
  for (const x of dosages) {
    const drug = byId.get(x.drug_id);
    if (!drug) continue;
    const dosage = {
      drugId: x.drug_id,
      connectureRecordId: x.connecture_record_id,
      ndc: x.ndc,
      label: x.label,
      strength: x.strength,
      form: x.form,
      unit: x.unit,
      packageQuantity: x.package_quantity,
      commonMonthlyQuantity: x.common_monthly_quantity,
      unitPrice: x.unit_price,
    };
    drug.dosages.push(dosage);
    byNdc.set(x.ndc, { drug, dosage });
  }
  return { drugs: [...byId.values()], byId, byNdc };
};

/** The stored catalogue, read once per database (it only changes with the seed). */
export const catalogueOf = (db: Queryable): Promise<Catalogue> => {
  let hit = cache.get(db);
  if (!hit) {
    hit = load(db);
    cache.set(db, hit);
    hit.catch(() => cache.delete(db));
  }
  return hit;
};

/** Optimal string alignment distance, stopping early above `max`. */
const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
    if (rowMin > max) return max + 1;
  }
  return prev[b.length] as number;
};

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[\s/-]+/)
    .filter(Boolean);

/**
 * Rank of a drug for a query (lower is better), or null when it does not match: whole-name prefix 0,
 * word prefix 1, substring 2, then a typo in the first letters (1 edit for 4-6 letters, 2 from 7) 3+.
 */
export const matchRank = (drug: Pick<StoredDrug, 'name' | 'genericName'>, query: string): number | null => {
  const q = query.trim().toLowerCase();
  const names = [drug.name.toLowerCase(), drug.genericName.toLowerCase()];
  if (names.some((n) => n.startsWith(q))) return 0;
  if (names.some((n) => words(n).some((w) => w.startsWith(q)))) return 1;
  if (names.some((n) => n.includes(q))) return 2;
  if (q.length < 4) return null;
  const max = q.length >= 7 ? 2 : 1;
  let best: number | null = null;
  for (const w of names.flatMap(words)) {
    const d = Math.min(editDistance(q, w.slice(0, q.length), max), editDistance(q, w, max));
    if (d <= max && (best === null || d < best)) best = d;
  }
  return best === null ? null : 2 + best;
};

export const searchDrugs = (
  catalogue: Catalogue,
  query: string,
  limit: number,
  exclude: ReadonlySet<string>,
) =>
  catalogue.drugs
    .filter((d) => !exclude.has(d.id))
    .map((d) => ({ d, rank: matchRank(d, query) }))
    .filter((x): x is { d: StoredDrug; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.d.name.localeCompare(b.d.name))
    .slice(0, limit)
    .map(({ d }) => ({
      id: d.id,
      name: d.name,
      genericName: d.genericName,
      isBrand: d.isBrand,
      isInsulin: d.isInsulin,
    }));
