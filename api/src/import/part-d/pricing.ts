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
  // Both cover what their reads ask for (UNIT_COST, DAYS_SUPPLY, the year): index-only scans, which skip
  // the table for every page the import's vacuum marked all-visible. A full-size pricing file has about
  // 20,000 rows per NDC, which the catalogue's mean price read from the table at 5.4 s a drug, cold.
  // plan: the plan search's prices of the person's drugs; by_ndc: the catalogue's price of a package.
  indexes: {
    plan: '(contract_id, plan_id, segment_id, ndc) include (days_supply, unit_cost, contract_year)',
    by_ndc: '(ndc, days_supply) include (unit_cost, contract_year)',
  },
};
