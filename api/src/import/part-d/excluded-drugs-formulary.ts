/** Excluded Drugs Formulary file: drugs Part D excludes that an enhanced plan covers as a supplemental benefit. */
import { decimal, integer, type SourceLayout, yesNo } from '../layout';
import { contractId, PART_D, planId, rxcui, tier } from './columns';

export const excludedDrugsFormulary: SourceLayout = {
  dataSet: PART_D,
  kind: 'excluded drugs formulary file',
  table: 'part_d_excluded_drugs_formulary',
  delimiter: '|',
  columns: [
    contractId(),
    planId(),
    rxcui(),
    tier('TIER'),
    yesNo('QUANTITY_LIMIT_YN'),
    decimal('QUANTITY_LIMIT_AMOUNT', { optional: true, min: 0 }),
    integer('QUANTITY_LIMIT_DAYS', { optional: true, min: 0 }),
    yesNo('PRIOR_AUTH_YN'),
    yesNo('STEP_THERAPY_YN'),
    yesNo('CAPPED_BENEFIT_YN'),
  ],
  indexes: { plan: 'contract_id, plan_id' },
};
