import { derivePlanValues } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { makePlan } from 'web-kit/test-data';
import { medicareRows, withDifferences } from './compare-rows';

describe('compare rows', () => {
  const plans = [
    makePlan({ id: 'A', monthlyPremium: 0, annualPlanPremium: 0, estimatedAnnualDrugCost: 900 }),
    makePlan({ id: 'B', monthlyPremium: 30, annualPlanPremium: 360, estimatedAnnualDrugCost: 300 }),
    makePlan({ id: 'C', monthlyPremium: 0, annualPlanPremium: 0, estimatedAnnualDrugCost: 1200 }),
  ].map((plan) => ({ plan, derived: derivePlanValues(plan, undefined) }));
  const rows = withDifferences(medicareRows(plans));
  const row = (label: string) => rows.find((r) => r.label === label)!;

  it('aligns one row per benefit with a cell per plan', () => {
    for (const r of rows) expect(r.cells).toHaveLength(3);
    expect(row('Monthly premium').cells).toEqual(['$0', '$30', '$0']);
  });
  it('marks rows that differ and the lowest cost cells', () => {
    expect(row('Monthly premium')).toMatchObject({ differs: true, lowest: [0, 2] });
    expect(row('Estimated total yearly cost')).toMatchObject({ differs: true, lowest: [1] });
    expect(row('Maximum out-of-pocket')).toMatchObject({ differs: false, lowest: [] });
  });
});
