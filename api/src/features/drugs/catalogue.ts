/**
 * The drug catalogue: the FDA NDC directory as imported (`ndc_products`, `ndc_packages`), joined to the
 * Part D files by NDC-11. A drug is a name (PROPRIETARYNAME, else NONPROPRIETARYNAME) over all its
 * labelers; its id is that name as a slug; its dosages are the distinct strengths and forms of its products.
 * Every lookup keeps to an index the import builds (`import/fda-ndc/index.ts`).
 */
import type { DrugDosage, DrugSummary } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { formatNdc11 } from '../../import/fda-ndc/ndc';
import { DRUG_ID_SQL, DRUG_NAMES_SQL } from '../../import/fda-ndc/search-keys';

// Marketing categories of a brand (an application of its own); ANDA and "NDA AUTHORIZED GENERIC" are generic.
const SUMMARY_COLUMNS = `${DRUG_ID_SQL} as id,
  min(coalesce(proprietary_name, nonproprietary_name)) as name,
  min(coalesce(nonproprietary_name, proprietary_name)) as generic_name,
  bool_or(marketing_category in ('NDA', 'BLA')) as is_brand,
  bool_or(coalesce(substance, '') like '%INSULIN%') as is_insulin`;

interface SummaryRow {
  id: string;
  name: string;
  generic_name: string;
  is_brand: boolean;
  is_insulin: boolean;
}

const summaryOf = (r: SummaryRow): DrugSummary => ({
  id: r.id,
  name: r.name,
  genericName: r.generic_name,
  isBrand: r.is_brand,
  isInsulin: r.is_insulin,
});

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
    .split(/[^a-z0-9.]+/)
    .filter(Boolean);

/**
 * Rank of a drug for a query (lower is better), or null when it does not match: whole-name prefix 0,
 * word prefix 1, substring 2, then a typo in the first letters (1 edit for 4-6 letters, 2 from 7) 3+.
 */
export const matchRank = (drug: Pick<DrugSummary, 'name' | 'genericName'>, query: string): number | null => {
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

/** Drugs ranked for the search box are picked from at most this many names of the index's answer. */
const CANDIDATES = 500;
/** A typo is looked for among the names that start like the query (its first letters are rarely wrong). */
const TYPO_PREFIX = 3;

/**
 * The GIN index's query: every word of the query as a word prefix; from 4 letters also the names with a
 * word starting with the query's first letters, so `matchRank` can forgive a typo further on.
 */
const tsQueryOf = (query: string): string | null => {
  const ws = words(query).map((w) => w.replace(/\./g, ''));
  if (!ws.length) return null;
  const all = ws.map((w) => `${w}:*`).join(' & ');
  const first = ws[0] as string;
  return ws.length === 1 && first.length >= 4 ? `${all} | ${first.slice(0, TYPO_PREFIX)}:*` : all;
};

export const searchDrugs = async (
  db: Queryable,
  query: string,
  limit: number,
  exclude: ReadonlySet<string>,
): Promise<DrugSummary[]> => {
  const tsQuery = tsQueryOf(query);
  if (!tsQuery) return [];
  const rows = await db.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS}
       from ndc_products
      where ${DRUG_NAMES_SQL} @@ to_tsquery('simple', $1)
      group by 1 order by 2 limit ${CANDIDATES}`,
    [tsQuery],
  );
  return rows
    .map(summaryOf)
    .filter((d) => !exclude.has(d.id))
    .map((d) => ({ d, rank: matchRank(d, query) }))
    .filter((x): x is { d: DrugSummary; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.d.name.localeCompare(b.d.name))
    .slice(0, limit)
    .map(({ d }) => d);
};

// ---- dosages -------------------------------------------------------------------------------------------

/** ACTIVE_INGRED_UNIT (UCUM) as people write it: `ug/1` → mcg, `[iU]/mL` → units/mL, `mg/.5mL` → mg/0.5 mL. */
const unitLabel = (ucum: string): string =>
  ucum === 'g/100g' || ucum === 'g/100mL'
    ? '%'
    : ucum
        .replace(/\/1$/, '')
        .replace(/^ug/, 'mcg')
        .replace(/^\[iU\]/, 'units')
        .replace(/^meq/, 'mEq')
        .replace(/\/\.(\d)/, '/0.$1')
        .replace(/(\/[\d.]+)mL$/, '$1 mL');

/** "10; 20" in "mg/1; mg/1" → "10-20 mg" (one unit when all agree, else each amount with its unit). */
export const strengthLabel = (amounts: string | null, units: string | null): string => {
  const a = amounts ? amounts.split('; ') : [];
  const u = units ? units.split('; ').map(unitLabel) : [];
  if (!a.length) return '';
  return new Set(u).size === 1
    ? `${a.join('-')} ${u[0]}`
    : a.map((x, i) => `${x} ${u[i] ?? ''}`.trim()).join('-');
};

/** PACKAGEDESCRIPTION's innermost level, "... > 60 TABLET in 1 BOTTLE": 60 tablets. */
export const packageContents = (description: string): { quantity: number; unit: string } => {
  const inner = description.split('>').at(-1) ?? description;
  const m = /([\d.]+)\s+([A-Za-z ,]+?)\s+in\s+1\b/.exec(inner);
  if (!m) return { quantity: 1, unit: 'package' };
  const unit = (m[2] as string).toLowerCase();
  return { quantity: Number(m[1]) || 1, unit: unit === 'ml' ? 'mL' : unit };
};

/** One a day of what is counted in tablets or capsules; otherwise one package a month (not in the files). */
const monthlyQuantity = (unit: string, packageQuantity: number) =>
  /^(tablet|capsule)/.test(unit) ? 30 : packageQuantity;

export interface CatalogueDosage extends DrugDosage {
  drug: DrugSummary;
}

interface DosageRow extends SummaryRow {
  ndc11: string;
  description: string;
  dosage_form: string;
  strength: string | null;
  strength_unit: string | null;
  on_formulary: boolean;
  unit_cost: number | null;
}

/**
 * A package's mean 30-day UNIT_COST over the plans of the newest contract year's pricing file, as the
 * import computed it from that file (`import/part-d/ndc-unit-costs.ts`); null when no plan prices it.
 */
export const MEAN_UNIT_COST_SQL = (ndc11: string) => `(select c.mean_unit_cost from part_d_ndc_unit_costs c
           where c.ndc = ${ndc11}
             and c.contract_year = (select max(contract_year) from data_sets where data_set = 'part-d'))`;

// The Part D join: whether any formulary (of any contract year served) lists the package, and its mean
// 30-day UNIT_COST over the plans of the newest contract year's pricing file (each plan's own price is
// what the cost estimate uses).
const DOSAGE_SQL = (where: string) => `
  select ${DRUG_ID_SQL} as id, coalesce(proprietary_name, nonproprietary_name) as name,
         coalesce(nonproprietary_name, proprietary_name) as generic_name,
         marketing_category in ('NDA', 'BLA') as is_brand, coalesce(substance, '') like '%INSULIN%' as is_insulin,
         k.ndc11, k.description, p.dosage_form, p.strength, p.strength_unit,
         exists (select 1 from part_d_basic_drugs_formulary f where f.ndc = k.ndc11) as on_formulary,
         ${MEAN_UNIT_COST_SQL('k.ndc11')} as unit_cost
    from ndc_products p join ndc_packages k on k.product_id = p.product_id
   where k.sample_package = 0 and ${where}
   order by p.product_ndc, k.ndc11`;

const dosageOf = (r: DosageRow): CatalogueDosage => {
  const strength = strengthLabel(r.strength, r.strength_unit);
  const form = r.dosage_form.toLowerCase();
  const { quantity, unit } = packageContents(r.description);
  return {
    drug: summaryOf(r),
    connectureRecordId: `NDC${r.ndc11}`,
    ndc: formatNdc11(r.ndc11),
    label: [r.name, strength, form].filter(Boolean).join(' '),
    strength,
    form,
    unit,
    packageQuantity: quantity,
    commonMonthlyQuantity: monthlyQuantity(unit, quantity),
    ...(r.unit_cost ? { unitPrice: Math.round(r.unit_cost * 10_000) / 10_000 } : {}),
  };
};

/** A drug with its dosages (one package per strength, form and unit counted: one on a Part D formulary first), or null. */
export const drugDetail = async (
  db: Queryable,
  id: string,
): Promise<(DrugSummary & { dosages: DrugDosage[] }) | null> => {
  const rows = (await db.query<DosageRow>(DOSAGE_SQL(`${DRUG_ID_SQL} = $1`), [id])).map((r) => ({
    r,
    dosage: dosageOf(r),
  }));
  const first = rows[0];
  if (!first) return null;
  const chosen = new Map<string, { r: DosageRow; dosage: CatalogueDosage }>();
  for (const row of rows) {
    const key = `${row.dosage.strength}|${row.dosage.form}|${row.dosage.unit}`;
    const had = chosen.get(key);
    if (!had || (row.r.on_formulary && !had.r.on_formulary)) chosen.set(key, row);
  }
  return {
    ...first.dosage.drug,
    isBrand: rows.some((x) => x.r.is_brand),
    isInsulin: rows.some((x) => x.r.is_insulin),
    dosages: [...chosen.values()].map(({ dosage: { drug: _, ...d } }) => d),
  };
};

/** The dosages of these NDCs (5-4-2 with dashes, as the session stores them) that the directory has. */
export const dosagesByNdc = async (
  db: Queryable,
  ndcs: readonly string[],
): Promise<Map<string, CatalogueDosage>> => {
  if (!ndcs.length) return new Map();
  const rows = await db.query<DosageRow>(DOSAGE_SQL('k.ndc11 = any($1::text[])'), [
    ndcs.map((n) => n.replace(/-/g, '')),
  ]);
  return new Map(rows.map((r) => [formatNdc11(r.ndc11), dosageOf(r)]));
};
