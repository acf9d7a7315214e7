/**
 * SAMPLE DATA: the drug catalogue. Real generic and brand names, strengths and forms of drugs commonly
 * taken by people on Medicare. NDCs are generated (5-4-2 form) and prices are sample prices per unit;
 * neither is a real product's code or price.
 */
import { readFileSync } from 'node:fs';
import { createRng, DEFAULT_SEED, hashString, money } from './prng';

export type DrugKind = 'generic' | 'brand' | 'specialty' | 'insulin';

export interface CatalogueDosage {
  connectureRecordId: string;
  ndc: string;
  label: string;
  strength: string;
  form: string;
  /** What a quantity counts: tablet, capsule, mL, g, pen, inhaler, vial... */
  unit: string;
  packageQuantity: number;
  commonMonthlyQuantity: number;
  unitPrice: number;
}

export interface CatalogueDrug {
  id: string;
  name: string;
  genericName: string;
  kind: DrugKind;
  isBrand: boolean;
  isInsulin: boolean;
  dosages: CatalogueDosage[];
  sample: true;
}

/** One drug a line; `#` lines are comments. Read once, when the module loads. */
const ROWS = readFileSync(new URL('./drug-catalogue.psv', import.meta.url), 'utf8')
  .split('\n')
  .filter((row) => row.trim() && !row.startsWith('#'))
  .join('\n');

const KIND: Record<string, DrugKind> = { g: 'generic', b: 'brand', s: 'specialty', i: 'insulin' };

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const parseRow = (row: string, index: number, seed: number): CatalogueDrug => {
  const [
    name = '',
    generic = '',
    kindCode = 'g',
    form = '',
    strengths = '',
    monthly = '30',
    pkg = '30',
    price = '1',
  ] = row.split('|');
  const kind = KIND[kindCode] ?? 'generic';
  const rng = createRng(seed, 'drug', name);
  // Labeler codes 5xxxx-8xxxx, product codes unique per dosage across the catalogue (index * 10 + strength).
  const labeler = String(50_000 + (hashString(name, seed) % 40_000)).padStart(5, '0');
  const formName = form.replace(/\s*\(.*\)$/, '');
  const unit = /\(([^)]+)\)$/.exec(form)?.[1] ?? formName.split(/[ ,]/)[0] ?? formName;
  const dosages = strengths.split(',').map((strength, s): CatalogueDosage => {
    const product = String(index * 10 + s).padStart(4, '0');
    const packageQuantity = Number(pkg);
    return {
      connectureRecordId: `RX${String(index * 10 + s).padStart(6, '0')}`,
      ndc: `${labeler}-${product}-${packageQuantity >= 90 ? '90' : packageQuantity >= 30 ? '30' : '01'}`,
      label: `${name} ${strength} ${formName}`,
      strength,
      form: formName,
      unit,
      packageQuantity,
      commonMonthlyQuantity: Number(monthly),
      // Higher strengths cost somewhat more per unit; a little noise so prices are not round.
      unitPrice: money(Number(price) * (1 + 0.25 * s) * rng.range(0.95, 1.05, 0.001)),
    };
  });
  return {
    id: slug(name),
    name,
    genericName: generic || name,
    kind,
    isBrand: kind !== 'generic',
    isInsulin: kind === 'insulin',
    dosages,
    sample: true,
  };
};

/** The whole catalogue (same seed, same catalogue). */
export const generateDrugCatalogue = (seed = DEFAULT_SEED): CatalogueDrug[] =>
  ROWS.trim()
    .split('\n')
    .map((row, i) => parseRow(row.trim(), i, seed));
