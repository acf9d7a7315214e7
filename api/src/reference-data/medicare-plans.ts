/**
 * SAMPLE DATA: the Medicare Advantage plans (planType 2 without drugs, 4 with drugs; HMO or PPO) and
 * stand-alone drug plans (planType 1) of one county, with their benefits, tiers, formulary and networks.
 * Some MA plans are C-SNP or D-SNP (by name or by flag) so that the SNP rule has something to drop.
 */

import { BENEFIT_CATEGORY, PLAN_TYPE } from 'shared-contracts';
import type { PlanDataField, PlanTier } from 'shared-contracts/api';
import { PLAN_DATA_FIELD_NAMES } from 'shared-contracts/domain';
import type { CostShare, TierCostShare } from '../domain/part-d-cost';
import { CARRIERS, type Carrier, maContractId, pdpContractId } from './carriers';
import { TIER_LABELS } from './formulary';
import type { CountyInput } from './geo';
import { createRng, DEFAULT_SEED, money, type Rng } from './prng';

export interface GeneratedPlan {
  id: string;
  fips: string;
  planName: string;
  carrierId: string;
  carrierName: string;
  planType: 1 | 2 | 4;
  planSubType: string;
  contractID: string;
  planID: string;
  segmentID: string;
  starRating: number | null;
  monthlyPremium: number;
  healthDeductible: number;
  drugDeductible: number | null;
  drugDeductibleTiers: number[];
  maximumOutOfPocketCost: number | null;
  hasDrugCoverage: boolean;
  planDataFields: PlanDataField[];
  planDrugCoverage: { tierNumber: number; labelName: string }[];
  planTiers: PlanTier[];
  /** Cost share per tier, the cost engine's input. */
  tierCostShares: Record<number, TierCostShare>;
  formularyId: string | null;
  /** Network membership is hashFraction(networkId, member) < share (see networks.ts). */
  pharmacyNetwork: { id: string; share: number };
  providerNetwork: { id: string; share: number };
  extra: { fitnessProgramText: string | null; telemedicineText: string | null; cSnp: boolean; dSnp: boolean };
  sample: true;
}

const MA_WORDS = [
  'Advantage',
  'Complete',
  'Choice',
  'Value',
  'Premier',
  'Essential',
  'Secure',
  'Freedom',
  'Classic',
  'Access',
];
const MA_SUFFIXES = ['', 'Plus', 'Rx', 'Giveback', 'Core', 'Gold', 'Silver', 'Extra', 'Flex', 'Prime'];
const PDP_NAMES = ['Rx Value', 'Rx Basic', 'Rx Plus', 'Rx Saver', 'Rx Premier', 'Rx Essentials', 'Rx Choice'];
const FITNESS = [
  'Silver Sneakers fitness program at no extra cost',
  'Renew Active fitness program with gym membership and online classes',
  'Silver and Fit fitness program with a home fitness kit',
];
const TELEMEDICINE = [
  '$0 copay for virtual visits with plan doctors, 24/7',
  'Virtual primary care and behavioral health visits for a $0 copay',
  '$5 copay for telehealth visits',
];

/** Whole dollars with thousands separators (Intl is slow enough to matter when generating). */
const usd = (n: number) => `$${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const amount = (s: CostShare) =>
  s.type === 'copay' ? `$${s.amount.toFixed(2)}` : `${Math.round(s.rate * 100)}%`;

const copay = (amount: number): CostShare => ({ type: 'copay', amount });
const coins = (rate: number): CostShare => ({ type: 'coinsurance', rate });

/** Tier cost sharing: generics by copay, brands by copay or coinsurance, specialty by coinsurance. */
export const tierCostShares = (rng: Rng, pdp: boolean): Record<number, TierCostShare> => {
  const t1 = rng.pick([0, 0, 1, 2, 3, 5]);
  const t2 = rng.pick([4, 5, 8, 10, 12, 15]) + (pdp ? 3 : 0);
  const t3: CostShare = rng.chance(0.6)
    ? copay(rng.pick([35, 40, 42, 45, 47]))
    : coins(rng.pick([0.18, 0.2, 0.22, 0.25]));
  const t4 = coins(rng.pick([0.3, 0.35, 0.4, 0.45, 0.5]));
  const t5 = coins(rng.pick([0.25, 0.25, 0.27, 0.3, 0.33]));
  const mail = (s: CostShare, months: number): CostShare =>
    s.type === 'copay' ? copay(money(s.amount * months)) : s;
  const mailDiscount = rng.pick([2, 2, 2.5, 3]);
  return {
    1: { retail30: copay(t1), mail90: copay(t1 === 0 ? 0 : money(t1 * mailDiscount)) },
    2: { retail30: copay(t2), mail90: copay(rng.chance(0.4) ? 0 : money(t2 * mailDiscount)) },
    3: { retail30: t3, mail90: mail(t3, mailDiscount) },
    4: { retail30: t4, mail90: t4 },
    5: { retail30: t5, mail90: t5 },
  };
};

export const tiersForDisplay = (shares: Record<number, TierCostShare>): PlanTier[] =>
  ([0, 1] as const).map((pharmacyType) => ({
    pharmacyType,
    tierInformation: Object.entries(shares).map(([tier, s]) => ({
      tierNumber: Number(tier),
      daysSupply: pharmacyType === 0 ? 30 : 90,
      description: `Tier ${tier} ${TIER_LABELS[Number(tier)]} (${pharmacyType === 0 ? 'retail, 30-day' : 'mail order, 90-day'} supply)`,
      amount: amount(pharmacyType === 0 ? s.retail30 : s.mail90),
    })),
  }));

const n = PLAN_DATA_FIELD_NAMES;

/** A benefit line of a plan and how its sample value is drawn (also used to renew it in a later year). */
export interface PlanFieldGenerator {
  name: string;
  benefitCategoryID: number | null;
  describe: (rng: Rng) => string;
}

/** The medical cost sharing every MA plan lists. */
export const MEDICAL_FIELDS: readonly PlanFieldGenerator[] = [
  {
    name: n.pcpCoPay,
    benefitCategoryID: null,
    describe: (rng) => `${usd(rng.pick([0, 0, 0, 5, 10, 15]))} copay`,
  },
  {
    name: n.specialistCoPay,
    benefitCategoryID: null,
    describe: (rng) => `${usd(rng.pick([20, 25, 30, 35, 40, 45, 50]))} copay`,
  },
  {
    name: n.ambulanceService,
    benefitCategoryID: null,
    describe: (rng) => `${usd(rng.pick([200, 250, 275, 300, 350]))} copay`,
  },
  {
    name: n.emergencyCare,
    benefitCategoryID: null,
    describe: (rng) => `${usd(rng.pick([90, 100, 110, 125, 140]))} copay`,
  },
  {
    name: n.urgentCare,
    benefitCategoryID: null,
    describe: (rng) => `${usd(rng.pick([0, 25, 35, 40, 50, 55]))} copay`,
  },
  {
    name: n.hospitalCare,
    benefitCategoryID: null,
    describe: (rng) =>
      `${usd(rng.pick([0, 195, 250, 295, 325, 395]))} per day, days 1-${rng.pick([5, 6, 7])}`,
  },
];

/** Extra benefits, each offered by a share of the MA plans. */
export const EXTRA_FIELDS: readonly (PlanFieldGenerator & { share: number })[] = [
  {
    name: 'Hearing aids',
    benefitCategoryID: BENEFIT_CATEGORY.hearing,
    share: 0.75,
    describe: (rng) => `Up to ${usd(rng.pick([500, 750, 1000, 1500, 2000]))} per ear every year`,
  },
  {
    name: 'Eyewear',
    benefitCategoryID: BENEFIT_CATEGORY.vision,
    share: 0.8,
    describe: (rng) =>
      `${usd(rng.pick([100, 150, 200, 250, 300]))} allowance for glasses or contacts every year`,
  },
  {
    name: 'Dental',
    benefitCategoryID: BENEFIT_CATEGORY.dental,
    share: 0.75,
    describe: (rng) =>
      `Preventive and comprehensive dental, up to ${usd(rng.pick([1000, 1500, 2000, 2500, 3000, 4000]))} a year`,
  },
  {
    name: 'Over-the-counter items',
    benefitCategoryID: BENEFIT_CATEGORY.overTheCounter,
    share: 0.6,
    describe: (rng) => `${usd(rng.pick([40, 50, 75, 100, 150]))} every quarter`,
  },
  {
    name: 'Transportation',
    benefitCategoryID: BENEFIT_CATEGORY.transportation,
    share: 0.4,
    describe: (rng) => `${rng.pick([12, 18, 24, 36])} one-way trips a year to plan-approved locations`,
  },
];

export const planField = (g: PlanFieldGenerator, rng: Rng): PlanDataField => ({
  name: g.name,
  description: g.describe(rng),
  benefitCategoryID: g.benefitCategoryID,
});

const medicalFields = (rng: Rng): PlanDataField[] => [
  ...MEDICAL_FIELDS.map((g) => planField(g, rng)),
  ...EXTRA_FIELDS.flatMap((g) => (rng.chance(g.share) ? [planField(g, rng)] : [])),
];

interface PlanSlot {
  carrier: Carrier;
  carrierIndex: number;
}

const uniqueName = (used: Set<string>, make: () => string): string => {
  for (let i = 0; i < 50; i++) {
    const name = make();
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const name = `${make()} ${used.size + 1}`;
  used.add(name);
  return name;
};

const nextPlanId = (used: Map<string, Set<number>>, rng: Rng, contract: string): string => {
  const taken = used.get(contract) ?? new Set<number>();
  used.set(contract, taken);
  let n = rng.int(1, 99);
  while (taken.has(n)) n = (n % 999) + 1;
  taken.add(n);
  return String(n).padStart(3, '0');
};

const stars = (rng: Rng) => (rng.chance(0.1) ? null : rng.pick([2.5, 3, 3.5, 3.5, 4, 4, 4, 4.5, 4.5, 5]));

export const formularyIdFor = (carrierId: string, state: string, line: 'mapd' | 'pdp') =>
  `${carrierId}-${state}-${line}`;

export const generateCountyPlans = (county: CountyInput, seed = DEFAULT_SEED): GeneratedPlan[] => {
  const rng = createRng(seed, 'plans', county.fips);
  const names = new Set<string>();
  const planIds = new Map<string, Set<number>>();
  const plans: GeneratedPlan[] = [];
  const indexed = CARRIERS.map((carrier, carrierIndex) => ({ carrier, carrierIndex }));
  const maCarriers = rng.sample(
    indexed.filter((s) => s.carrier.lines.includes('MA')),
    rng.int(5, 9),
  );
  const pdpCarriers = indexed.filter((s) => s.carrier.lines.includes('PDP'));

  const maCount = rng.int(15, 40);
  for (let i = 0; i < maCount; i++) {
    const { carrier, carrierIndex }: PlanSlot = maCarriers[i % maCarriers.length] as PlanSlot;
    const subType = rng.weighted([
      ['HMO', 5],
      ['HMO-POS', 2],
      ['PPO', 4],
      ['Regional PPO', 1],
    ] as const);
    const withDrugs = rng.chance(0.8);
    const snp = rng.chance(0.15) ? rng.pick(['C-SNP', 'D-SNP'] as const) : null;
    const snpInName = snp !== null && rng.chance(0.6);
    const shortCarrier = carrier.name.split(' ').slice(0, 2).join(' ');
    const planName = uniqueName(names, () => {
      const suffix = rng.pick(MA_SUFFIXES);
      const base = `${shortCarrier} ${rng.pick(MA_WORDS)}${suffix ? ` ${suffix}` : ''}`;
      return `${base} (${subType}${snpInName ? ` ${snp}` : ''})`;
    });
    const contractID = maContractId(carrierIndex, county.state);
    const planID = nextPlanId(planIds, rng, contractID);
    const segmentID = rng.chance(0.15) ? '001' : '000';
    const shares = tierCostShares(rng, false);
    const ppo = subType.includes('PPO');
    const drugDeductible = withDrugs ? rng.pick([0, 0, 0, 100, 200, 250, 350, 450]) : null;
    plans.push({
      id: `${contractID}${planID}${segmentID}`,
      fips: county.fips,
      planName,
      carrierId: carrier.id,
      carrierName: carrier.name,
      planType: withDrugs ? PLAN_TYPE.MAPD : PLAN_TYPE.MA,
      planSubType: subType,
      contractID,
      planID,
      segmentID,
      starRating: stars(rng),
      monthlyPremium: rng.chance(0.5) ? 0 : money(rng.int(5, 120) + rng.pick([0, 0.5, 0.9])),
      healthDeductible: rng.chance(0.7) ? 0 : rng.pick([250, 300, 395, 500, 600]),
      drugDeductible,
      drugDeductibleTiers:
        withDrugs && drugDeductible
          ? rng.pick([
              [3, 4, 5],
              [2, 3, 4, 5],
              [4, 5],
            ])
          : [],
      maximumOutOfPocketCost: rng.pick([2900, 3400, 3900, 4500, 4900, 5500, 6700, 7550, 8300, 9250]),
      hasDrugCoverage: withDrugs,
      planDataFields: medicalFields(rng),
      planDrugCoverage: withDrugs
        ? Object.entries(TIER_LABELS).map(([t, labelName]) => ({ tierNumber: Number(t), labelName }))
        : [],
      planTiers: withDrugs ? tiersForDisplay(shares) : [],
      tierCostShares: withDrugs ? shares : {},
      formularyId: withDrugs ? formularyIdFor(carrier.id, county.state, 'mapd') : null,
      pharmacyNetwork: { id: `${carrier.id}-${county.state}-rx`, share: rng.range(0.82, 0.97) },
      providerNetwork: {
        id: `${carrier.id}-${county.fips}-${ppo ? 'ppo' : 'hmo'}`,
        share: ppo ? rng.range(0.8, 0.95) : rng.range(0.45, 0.75),
      },
      extra: {
        fitnessProgramText: rng.chance(0.8) ? rng.pick(FITNESS) : null,
        telemedicineText: rng.chance(0.75) ? rng.pick(TELEMEDICINE) : null,
        cSnp: snp === 'C-SNP' && !snpInName,
        dSnp: snp === 'D-SNP' && !snpInName,
      },
      sample: true,
    });
  }

  const pdpCount = rng.int(10, 25);
  for (let i = 0; i < pdpCount; i++) {
    const { carrier, carrierIndex } = pdpCarriers[i % pdpCarriers.length] as PlanSlot;
    const contractID = pdpContractId(carrierIndex);
    const planID = nextPlanId(planIds, rng, contractID);
    const shares = tierCostShares(rng, true);
    const shortCarrier = carrier.name.split(' ').slice(0, 2).join(' ');
    const planName = uniqueName(names, () => `${shortCarrier} ${rng.pick(PDP_NAMES)} (PDP)`);
    const drugDeductible = rng.pick([0, 250, 400, 615, 615, 615]);
    plans.push({
      id: `${contractID}${planID}000`,
      fips: county.fips,
      planName,
      carrierId: carrier.id,
      carrierName: carrier.name,
      planType: PLAN_TYPE.PDP,
      planSubType: 'PDP',
      contractID,
      planID,
      segmentID: '000',
      starRating: stars(rng),
      monthlyPremium: money(rng.int(0, 110) + rng.pick([0.2, 0.5, 0.8])),
      healthDeductible: 0,
      drugDeductible,
      drugDeductibleTiers: drugDeductible
        ? rng.pick([
            [1, 2, 3, 4, 5],
            [2, 3, 4, 5],
            [3, 4, 5],
          ])
        : [],
      maximumOutOfPocketCost: null,
      hasDrugCoverage: true,
      planDataFields: [],
      planDrugCoverage: Object.entries(TIER_LABELS).map(([t, labelName]) => ({
        tierNumber: Number(t),
        labelName,
      })),
      planTiers: tiersForDisplay(shares),
      tierCostShares: shares,
      formularyId: formularyIdFor(carrier.id, county.state, 'pdp'),
      pharmacyNetwork: { id: `${carrier.id}-${county.state}-rx`, share: rng.range(0.85, 0.98) },
      providerNetwork: { id: `${carrier.id}-none`, share: 0 },
      extra: { fitnessProgramText: null, telemedicineText: null, cSnp: false, dSnp: false },
      sample: true,
    });
  }
  return plans;
};
