import type { DrugCostPhase } from 'shared-contracts/api/plans';
import { PLAN_DATA_FIELD_NAMES } from 'shared-contracts/domain';
import { spanish } from 'web-kit/i18n';

export const detailMessages = {
  loading: 'Loading plan details…',
  backToPlans: 'Back to plans',
  planId: (id: string) => `Plan ID ${id}`,
  costsTitle: 'What you would pay',
  retail: 'At a retail pharmacy',
  mail: 'By mail order',
  yearlyDrugCost: 'Estimated yearly drug cost',
  notCoveredHelp: 'Drugs this plan does not cover are counted at full price.',
  partDTitle: (year: number) => `The ${year} Medicare Part D figures behind these estimates`,
  partDDeductible: (deductible: string) => `Standard Part D deductible: ${deductible}.`,
  partDCap: (cap: string) =>
    `Once you have paid ${cap} for covered drugs this year, you pay $0 for the rest of the year.`,
  partDSource: (source: string) => `Source: ${source}.`,
  partDUnconfirmed: (source: string) => `${source}. We will add the amount when Medicare shares it.`,
  chartTitle: 'Your drug costs month by month',
  chartDesc: (total: string) =>
    `What you would pay for your drugs each month of the year, colored by coverage phase. Yearly total ${total}.`,
  stripHelp: 'The colored line under each month shows your coverage phase at the end of that month.',
  chartNoDrugs: 'Add your drugs to see your costs month by month.',
  chartTable: 'Show these numbers as a table',
  month: 'Month',
  phaseColumn: 'Phase at month end',
  totalColumn: 'You pay',
  phase: {
    deductible: 'Deductible',
    initial: 'Initial coverage',
    catastrophic: 'Catastrophic coverage',
  } satisfies Record<DrugCostPhase, string>,
  notCovered: 'Not covered by the plan',
  drugsTitle: 'Your drugs on this plan',
  drug: 'Drug',
  coverage: 'Coverage',
  tier: 'Tier',
  limits: 'Limits',
  yearly: 'Your yearly cost',
  covered: 'Covered',
  notCoveredShort: 'Not covered',
  priorAuth: 'Prior authorization needed',
  quantityLimit: 'Quantity limit',
  noLimits: 'None',
  tiersTitle: 'Drug tiers: retail and mail order',
  tiersCaption: 'What you pay per fill, by drug tier',
  retail30: 'Retail, 30-day supply',
  mail90: 'Mail order, 90-day supply',
  preferredRetail30: 'Preferred retail pharmacy, 30-day supply',
  standardRetail30: 'Standard retail pharmacy, 30-day supply',
  preferredMail90: 'Preferred mail order, 90-day supply',
  standardMail90: 'Standard mail order, 90-day supply',
  coinsuranceBounds: (min: string | null, max: string | null) =>
    [min ? `at least ${min}` : null, max ? `at most ${max}` : null].filter(Boolean).join(', '),
  preferredNetwork: 'Preferred pharmacy in network',
  standardNetwork: 'Standard pharmacy in network',
  benefitsTitle: 'All benefits',
  doctorsTitle: 'Your doctors',
  pharmaciesTitle: 'Your pharmacies',
  inNetwork: 'In network',
  outOfNetwork: 'Not in network',
  enroll: 'Enroll in this plan',
  changeDrugs: 'Add or change your drugs',
  /**
   * The names of a plan's benefit lines as the api writes them (its fixed vocabulary: the copays of
   * PLAN_DATA_FIELD_NAMES and the extra benefits), by code; a name outside it is the plan's own wording.
   */
  benefitNames: {
    ...PLAN_DATA_FIELD_NAMES,
    hearingAids: 'Hearing aids',
    eyewear: 'Eyewear',
    dental: 'Dental',
    overTheCounter: 'Over-the-counter items',
    transportation: 'Transportation',
  },
  /** The drug tiers' labels as the api writes them, by tier kind. */
  tierLabels: {
    preferredGeneric: 'Preferred Generic',
    generic: 'Generic',
    preferredBrand: 'Preferred Brand',
    nonPreferredDrug: 'Non-Preferred Drug',
    nonPreferredBrand: 'Non-Preferred Brand',
    specialty: 'Specialty Tier',
  },
} as const;

spanish(detailMessages, () => import('./messages.es'));
