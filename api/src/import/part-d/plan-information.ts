/** Plan Information file: one row per plan and county (MA) or per plan and PDP region (PDP). */
import { code, type SourceLayout, text, yesNo } from '../layout';
import { contractId, formularyId, money, PART_D, planId, segmentId } from './columns';

export const planInformation: SourceLayout = {
  dataSet: PART_D,
  kind: 'plan information file',
  table: 'part_d_plan_information',
  delimiter: '|',
  columns: [
    contractId(),
    planId(),
    segmentId(),
    text('CONTRACT_NAME', { maxLength: 200 }),
    text('PLAN_NAME', { maxLength: 200 }),
    formularyId(),
    money('PREMIUM', { optional: true }),
    money('DEDUCTIBLE', { optional: true }),
    text('MA_REGION_CODE', { optional: true, pattern: /^\d{1,2}$/, what: 'an MA region code (2 digits)' }),
    text('PDP_REGION_CODE', { optional: true, pattern: /^\d{1,2}$/, what: 'a PDP region code (2 digits)' }),
    text('STATE', { optional: true, pattern: /^[A-Z]{2}$/, what: 'a state (2 letters)' }),
    text('COUNTY_CODE', { optional: true, pattern: /^\d{5}$/, what: 'a county code (5 digits)' }),
    code(
      'SNP',
      [0, 1, 2, 3],
      'a special needs plan type',
      '0 not a SNP, 1 chronic or disabling condition, 2 dual-eligible, 3 institutional',
    ),
    yesNo('PLAN_SUPPRESSED_YN'),
  ],
  indexes: {
    plan: 'contract_id, plan_id, segment_id',
    county: 'county_code',
  },
};
