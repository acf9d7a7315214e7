/**
 * Beneficiary Cost file: each plan's cost share (for a beneficiary without Extra Help) by coverage
 * level, tier and days supply, at preferred and non-preferred retail and mail order pharmacies.
 */
import { type Column, code, type SourceLayout, yesNo } from '../layout';
import { contractId, daysSupplyCode, money, PART_D, planId, segmentId, tier } from './columns';

/** The four pharmacy kinds of the cost columns, as the layout suffixes them. */
export const PHARMACY_KINDS = ['PREF', 'NONPREF', 'MAIL_PREF', 'MAIL_NONPREF'] as const;

const costColumns = (kind: string): Column[] => [
  code(`COST_TYPE_${kind}`, [0, 1, 2], 'a cost type', '0 not offered, 1 copay, 2 coinsurance'),
  money(`COST_AMT_${kind}`, { optional: true }),
  money(`COST_MIN_AMT_${kind}`, { optional: true }),
  money(`COST_MAX_AMT_${kind}`, { optional: true }),
];

export const beneficiaryCost: SourceLayout = {
  dataSet: PART_D,
  kind: 'beneficiary cost file',
  table: 'part_d_beneficiary_cost',
  delimiter: '|',
  columns: [
    contractId(),
    planId(),
    segmentId(),
    code(
      'COVERAGE_LEVEL',
      [0, 1, 3],
      'a coverage level',
      '0 pre-deductible, 1 initial coverage, 3 catastrophic',
    ),
    tier('TIER'),
    daysSupplyCode(),
    ...PHARMACY_KINDS.flatMap(costColumns),
    yesNo('TIER_SPECIALTY_YN'),
    yesNo('DED_APPLIES_YN'),
  ],
  // The layout gives a coinsurance as a fraction (.25 = 25%); a copay or coinsurance needs its amount.
  checkRow: (row) => {
    for (const kind of PHARMACY_KINDS) {
      const type = row(`COST_TYPE_${kind}`);
      const amount = row(`COST_AMT_${kind}`);
      if (type !== '0' && amount === null) {
        return {
          column: `COST_AMT_${kind}`,
          message: `a value is required when COST_TYPE_${kind} is ${type}`,
        };
      }
      if (type === '2' && Number(amount) > 1) {
        return {
          column: `COST_AMT_${kind}`,
          message: `"${amount}" is not a coinsurance of the layout (a fraction: .25 = 25%)`,
        };
      }
    }
    return null;
  },
  indexes: { plan: 'contract_id, plan_id, segment_id, tier' },
};
