/**
 * What pricing plans for a person reads of the Part D files, for those plans and the person's drugs and
 * pharmacies only: each drug's formulary entry (basic drugs formulary), its UNIT_COST per plan (pricing) and
 * each pharmacy's network status per plan (pharmacy networks). Three indexed lookups of the year's partitions;
 * the first two are kept per plan and NDC (reference rows of one import), so a search reads only the NDCs
 * that some of its plans have not been read for.
 */
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/db';
import type { LisCostSharing, PartDParameters } from '../../domain/part-d-parameters';
import { identityOf } from './identity';
import { type FormularyEntry, readFormularyEntries, readUnitCosts } from './imported-plans';
import type { Person } from './person';
import { readPharmacyNetworks } from './pharmacy-networks';
import type { PricingInput } from './plan-costs';
import type { ServedPlan } from './served-plans';

export interface PricingOptions {
  isMailOrder: boolean;
  showDrugCoverage: boolean;
  showDrugPricing: boolean;
  includeMonthlyCosts: boolean;
  /** The year's Extra Help cost sharing when it applies, else null. */
  extraHelp: LisCostSharing | null;
  /** First month of coverage in the plan year. */
  startMonth: number;
}

const formularyIdsOf = (plans: readonly ServedPlan[]) => [
  ...new Set(plans.flatMap((p) => (p.formularyId ? [p.formularyId] : []))),
];

/** What the formulary and pricing files say of one drug (NDC) in one plan; null where they have no row. */
interface PlanDrugRows {
  formulary: FormularyEntry | null;
  unitCosts: ReadonlyMap<number, number> | null;
}

/**
 * (Plan, NDC) pairs kept, about 0.35 KB each (35 MB): the common drugs of the busiest counties' plans.
 * A served plan is one object per county, year and import (served-plans.ts), so a new import's plans are
 * new keys and the previous import's pairs are never read again (they age out).
 */
const PLAN_DRUG_PAIRS_KEPT = 100_000;
const keptPairs = new WeakMap<Queryable, LRUCache<string, PlanDrugRows>>();
const pairKey = (plan: ServedPlan, ndc: string) => `${identityOf(plan)}:${ndc}`;

/**
 * The formulary entries (FORMULARY_ID → NDC → entry) and UNIT_COSTs (plan id → NDC → DAYS_SUPPLY →
 * dollars) of these plans for these NDCs: from the kept pairs, and for the NDCs that some plan has no
 * kept pair of, from the files' tables (every plan, only those NDCs). The maps given are new; the rows in
 * them are shared between searches and never changed.
 */
const planDrugRows = async (
  db: Queryable,
  year: number,
  plans: readonly ServedPlan[],
  ndcs: readonly string[],
): Promise<Pick<PricingInput, 'formulary' | 'unitCosts'>> => {
  let kept = keptPairs.get(db);
  if (!kept) {
    kept = new LRUCache({ max: PLAN_DRUG_PAIRS_KEPT });
    keptPairs.set(db, kept);
  }
  const rows = new Map<string, PlanDrugRows>();
  const unread = new Set<string>();
  for (const plan of plans) {
    for (const ndc of ndcs) {
      const key = pairKey(plan, ndc);
      const known = kept.get(key);
      if (known) rows.set(key, known);
      else unread.add(ndc);
    }
  }
  if (unread.size > 0) {
    const ndcsToRead = [...unread];
    const [formulary, unitCosts] = await Promise.all([
      readFormularyEntries(db, year, formularyIdsOf(plans), ndcsToRead),
      readUnitCosts(db, year, plans, ndcsToRead),
    ]);
    for (const plan of plans) {
      for (const ndc of ndcsToRead) {
        const read: PlanDrugRows = {
          formulary: (plan.formularyId && formulary.get(plan.formularyId)?.get(ndc)) || null,
          unitCosts: unitCosts.get(plan.id)?.get(ndc) ?? null,
        };
        const key = pairKey(plan, ndc);
        rows.set(key, read);
        kept.set(key, read);
      }
    }
  }
  const formulary = new Map<string, Map<string, FormularyEntry>>();
  const unitCosts = new Map<string, Map<string, ReadonlyMap<number, number>>>();
  for (const plan of plans) {
    for (const ndc of ndcs) {
      const pair = rows.get(pairKey(plan, ndc));
      if (pair?.formulary && plan.formularyId) {
        const byNdc = formulary.get(plan.formularyId) ?? new Map<string, FormularyEntry>();
        byNdc.set(ndc, pair.formulary);
        formulary.set(plan.formularyId, byNdc);
      }
      if (pair?.unitCosts) {
        const byNdc = unitCosts.get(plan.id) ?? new Map<string, ReadonlyMap<number, number>>();
        byNdc.set(ndc, pair.unitCosts);
        unitCosts.set(plan.id, byNdc);
      }
    }
  }
  return { formulary, unitCosts };
};

export const pricingInput = async (
  db: Queryable,
  person: Person,
  plans: readonly ServedPlan[],
  params: PartDParameters,
  o: PricingOptions,
): Promise<PricingInput> => {
  const ndcs = person.drugs.map((d) => d.ndc11);
  const withDrugs = plans.filter((p) => p.hasDrugCoverage);
  const [{ formulary, unitCosts }, networks] = await Promise.all([
    planDrugRows(db, params.year, withDrugs, ndcs),
    readPharmacyNetworks(
      db,
      params.year,
      withDrugs,
      person.pharmacies.map((p) => p.pharmacyRecordID),
    ),
  ]);
  return {
    params,
    drugs: person.drugs,
    pharmacies: person.pharmacies,
    providers: person.providers,
    formulary,
    unitCosts,
    networks,
    mailOrder: o.isMailOrder,
    extraHelp: o.extraHelp,
    startMonth: o.startMonth,
    showDrugCoverage: o.showDrugCoverage,
    showDrugPricing: o.showDrugPricing,
    includeMonthlyCosts: o.includeMonthlyCosts,
  };
};
