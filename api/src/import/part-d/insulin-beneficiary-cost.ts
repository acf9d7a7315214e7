/** Insulin Beneficiary Cost file: each plan's copay (or coinsurance) for covered insulin, by days supply. */
import { decimal, type SourceLayout } from '../layout';
import { PHARMACY_KINDS } from './beneficiary-cost';
import { contractId, daysSupplyCode, money, PART_D, planId, segmentId, tier } from './columns';

export const insulinBeneficiaryCost: SourceLayout = {
  dataSet: PART_D,
  kind: 'insulin beneficiary cost file',
  table: 'part_d_insulin_beneficiary_cost',
  delimiter: '|',
  columns: [
    contractId(),
    planId(),
    segmentId(),
    // Missing for defined standard plans (the layout's note).
    tier('TIER', { optional: true }),
    daysSupplyCode(),
    ...PHARMACY_KINDS.map((k) => money(`COPAY_AMT_${k}_INSLN`, { optional: true })),
    ...PHARMACY_KINDS.map((k) => decimal(`COIN_AMT_${k}_INSLN`, { optional: true, min: 0, max: 1 })),
  ],
  indexes: { plan: 'contract_id, plan_id, segment_id' },
};
