/**
 * The plans the plan pages serve: a county's plans of a contract year as the imported CMS files give them
 * (`imported-plans.ts`), with what the pages show of each built from the same rows: the tier table from the
 * beneficiary cost file (COST_TYPE, COST_AMT, COST_MIN_AMT, COST_MAX_AMT per pharmacy type and days supply),
 * the deductible tiers from its DED_APPLIES_YN. Read once per county, year and import (a new import of the
 * year is another key), kept in memory per database.
 */
import type { PlanTier } from 'shared-contracts/api';
import type { Db, Queryable } from '../../db/db';
import { type BeneficiaryCostRow, COST_TYPE, type PharmacyType } from '../../domain/part-d-cost';
import { cachedReference } from '../county-data/public';
import { type ImportedPlan, readImportedPlans } from './imported-plans';

export interface ServedPlan extends ImportedPlan {
  /** Tiers whose DED_APPLIES_YN is Y (initial coverage rows), when the plan has a drug deductible. */
  drugDeductibleTiers: number[];
  /** The beneficiary cost file's initial-coverage rows as the tier table shows them. */
  planTiers: PlanTier[];
}

/** The columns of the tier table: pharmacy type, days supply, and which of CMS's pharmacy columns. */
const TIER_COLUMNS: readonly {
  pharmacyType: 0 | 1;
  daysSupply: 30 | 90;
  pharmacy: PharmacyType;
  preferred: boolean;
}[] = [
  { pharmacyType: 0, daysSupply: 30, pharmacy: 'preferredRetail', preferred: true },
  { pharmacyType: 0, daysSupply: 30, pharmacy: 'nonPreferredRetail', preferred: false },
  { pharmacyType: 1, daysSupply: 90, pharmacy: 'mailPreferred', preferred: true },
  { pharmacyType: 1, daysSupply: 90, pharmacy: 'mailNonPreferred', preferred: false },
];

const PHARMACY_WORDS: Record<PharmacyType, string> = {
  preferredRetail: 'preferred retail pharmacy',
  nonPreferredRetail: 'standard retail pharmacy',
  mailPreferred: 'preferred mail order',
  mailNonPreferred: 'standard mail order',
};

/** The share as the files give it: a copay in dollars, a coinsurance as a percentage with its bounds. */
const tierInformationOf = (row: BeneficiaryCostRow, pharmacy: PharmacyType, preferred: boolean) => {
  const share = row.shares[pharmacy];
  if (!share || share.costType === COST_TYPE.notOffered) return [];
  const copay = share.costType === COST_TYPE.copay;
  return [
    {
      description: `Tier ${row.tier}, ${PHARMACY_WORDS[pharmacy]}, ${row.daysSupply}-day supply`,
      amount: copay ? `$${share.amount.toFixed(2)}` : `${Math.round(share.amount * 1000) / 10}%`,
      tierNumber: row.tier,
      daysSupply: row.daysSupply as 30 | 90,
      preferred,
      ...(copay ? {} : { minAmount: share.minAmount, maxAmount: share.maxAmount }),
    },
  ];
};

/** The tier table of a plan: each tier's initial-coverage share, retail (30 days) and mail order (90 days). */
export const tiersOf = (costs: readonly BeneficiaryCostRow[]): PlanTier[] => {
  const initial = costs.filter((r) => r.coverageLevel === 1).sort((a, b) => a.tier - b.tier);
  if (initial.length === 0) return [];
  return ([0, 1] as const).map((pharmacyType) => ({
    pharmacyType,
    tierInformation: TIER_COLUMNS.filter((c) => c.pharmacyType === pharmacyType).flatMap((c) =>
      initial
        .filter((r) => r.daysSupply === c.daysSupply)
        .flatMap((r) => tierInformationOf(r, c.pharmacy, c.preferred)),
    ),
  }));
};

const servedPlanOf = (plan: ImportedPlan): ServedPlan => {
  const costs = plan.drugBenefit?.costs ?? [];
  return {
    ...plan,
    drugDeductibleTiers:
      (plan.drugDeductible ?? 0) > 0
        ? [
            ...new Set(costs.filter((r) => r.coverageLevel === 1 && r.deductibleApplies).map((r) => r.tier)),
          ].sort((a, b) => a - b)
        : [],
    planTiers: tiersOf(costs),
  };
};

/** What tells one import of a year's plan data from another: the content hashes of its data sets. */
const importOf = async (db: Queryable, year: number) => {
  const [row] = await db.query<{ version: string | null }>(
    `select string_agg(data_set || ':' || content_hash, ',' order by data_set) as version
       from data_sets where contract_year = $1 and data_set in ('part-d', 'ma-landscape')`,
    [year],
    { name: 'plans.import-of-year' },
  );
  return row?.version ?? '';
};

/**
 * The county's plans in the contract year, every plan of the landscape (SNPs too: the search drops them, the
 * annual notice and member accounts read them). An import of the year changes the key, so the plans
 * are read again after it.
 */
export const countyPlansInYear = async (db: Db, fips: string, year: number): Promise<ServedPlan[]> => {
  const version = await importOf(db, year);
  return cachedReference(db, `served-plans:${fips}:${year}:${version}`, async () =>
    (await readImportedPlans(db, fips, year)).map(servedPlanOf),
  );
};
