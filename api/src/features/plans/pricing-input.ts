/**
 * What pricing plans for a person reads of the Part D files, for those plans and the person's drugs and
 * pharmacies only: each drug's formulary entry (basic drugs formulary), its UNIT_COST per plan (pricing) and
 * each pharmacy's network status per plan (pharmacy networks). Three indexed lookups of the year's partitions.
 */
import type { Queryable } from '../../db/db';
import type { LisCostSharing, PartDParameters } from '../../domain/part-d-parameters';
import { readFormularyEntries, readUnitCosts } from './imported-plans';
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

export const pricingInput = async (
  db: Queryable,
  person: Person,
  plans: readonly ServedPlan[],
  params: PartDParameters,
  o: PricingOptions,
): Promise<PricingInput> => {
  const ndcs = person.drugs.map((d) => d.ndc11);
  const withDrugs = plans.filter((p) => p.hasDrugCoverage);
  const [formulary, unitCosts, networks] = await Promise.all([
    ndcs.length > 0 ? readFormularyEntries(db, params.year, formularyIdsOf(withDrugs), ndcs) : new Map(),
    ndcs.length > 0 ? readUnitCosts(db, params.year, withDrugs, ndcs) : new Map(),
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
