/** Pricing file: each plan's average unit cost of a drug (NDC) at in-area retail pharmacies, by days supply. */
import { code, decimal, type SourceLayout } from '../layout';
import { contractId, ndc, PART_D, planId, segmentId } from './columns';

export const pricing: SourceLayout = {
  dataSet: PART_D,
  kind: 'pricing file',
  table: 'part_d_pricing',
  delimiter: '|',
  columns: [
    contractId(),
    planId(),
    segmentId(),
    ndc(),
    // Here DAYS_SUPPLY is the number of days itself, unlike the cost files' codes.
    code('DAYS_SUPPLY', [30, 60, 90], 'a days supply', '30, 60 or 90'),
    decimal('UNIT_COST', { min: 0 }),
  ],
  // by_ndc: the drug catalogue's price of a package over the plans.
  indexes: { plan: 'contract_id, plan_id, segment_id, ndc', by_ndc: 'ndc, days_supply' },
};
