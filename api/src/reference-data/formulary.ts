/**
 * SAMPLE DATA: formularies. A formulary puts each catalogue drug on a tier or leaves it off, and marks
 * prior authorization and quantity limits. Plans share formularies, as real plans of a carrier do.
 */
import type { CatalogueDrug } from './drug-catalogue';
import { createRng, DEFAULT_SEED } from './prng';

export interface FormularyEntry {
  drugId: string;
  /** null: not on the formulary. */
  tier: number | null;
  priorAuthorization: boolean;
  quantityLimit: boolean;
}

export interface Formulary {
  id: string;
  entries: FormularyEntry[];
  sample: true;
}

export const TIER_LABELS: Readonly<Record<number, string>> = {
  1: 'Preferred Generic',
  2: 'Generic',
  3: 'Preferred Brand',
  4: 'Non-Preferred Drug',
  5: 'Specialty Tier',
};

export const generateFormulary = (
  id: string,
  catalogue: readonly CatalogueDrug[],
  seed = DEFAULT_SEED,
): Formulary => {
  const rng = createRng(seed, 'formulary', id);
  const entries = catalogue.map((drug): FormularyEntry => {
    const r = (p: number) => rng.chance(p);
    switch (drug.kind) {
      case 'generic':
        return {
          drugId: drug.id,
          tier: r(0.03) ? null : r(0.6) ? 1 : 2,
          priorAuthorization: r(0.03),
          quantityLimit: r(0.08),
        };
      case 'brand':
        return {
          drugId: drug.id,
          tier: r(0.12) ? null : r(0.55) ? 3 : 4,
          priorAuthorization: r(0.25),
          quantityLimit: r(0.25),
        };
      case 'specialty':
        return {
          drugId: drug.id,
          tier: r(0.08) ? null : 5,
          priorAuthorization: r(0.8),
          quantityLimit: r(0.5),
        };
      default:
        return {
          drugId: drug.id,
          tier: r(0.1) ? null : r(0.3) ? 2 : 3,
          priorAuthorization: false,
          quantityLimit: r(0.2),
        };
    }
  });
  return { id, entries, sample: true };
};
