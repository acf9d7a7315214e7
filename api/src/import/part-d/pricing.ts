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
  // The plan search's prices of the person's drugs. It covers what the read asks for (UNIT_COST,
  // DAYS_SUPPLY, the year): index-only scans, which skip the table for every page the import's vacuum
  // marked all-visible. The catalogue's price of a package (the mean over every plan) is not read here
  // but from the table the import computes from these rows (`ndc-unit-costs.ts`).
  indexes: {
    plan: '(contract_id, plan_id, segment_id, ndc) include (days_supply, unit_cost, contract_year)',
  },
};
