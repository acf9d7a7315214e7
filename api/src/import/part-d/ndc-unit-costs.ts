/**
 * Each NDC's mean 30-day UNIT_COST over the plans of the year's pricing file: the drug catalogue's price
 * of a package, which a plan that does not price the NDC counts it at (api/CONTEXT.md). Read at every
 * dosage lookup (each plan search after the person's drugs change), it is one row per NDC here instead
 * of an average over its 20,000-odd pricing rows at full size.
 */
import type { DerivedTable } from '../layout';
import { pricing } from './pricing';

export const ndcUnitCosts: DerivedTable = {
  table: 'part_d_ndc_unit_costs',
  fill: (staging) => `insert into ${staging('part_d_ndc_unit_costs')} (ndc, mean_unit_cost)
    select ndc, avg(unit_cost) from ${staging(pricing.table)} where days_supply = 30 group by ndc`,
  // Covers the catalogue's read (the NDC, its mean and the year asked for): an index-only scan.
  indexes: { ndc: '(ndc) include (mean_unit_cost, contract_year)' },
};
