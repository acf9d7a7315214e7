import { derivePlanValues } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { loadSpanish } from 'web-kit/i18n';
import { makePlan } from 'web-kit/test-data';
import { medigapMessages } from '../medigap';
import { planListMessages } from '../plan-list';
import { medicareRows, withDifferences } from './compare-rows';
import { compareMessages } from './messages';

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
  it("says a plan without drug coverage doesn't include it, never marking its full-price drugs as a lowest drug cost", () => {
    const noDrugs = makePlan({
      id: 'N',
      hasDrugCoverage: false,
      drugDeductible: null,
      estimatedAnnualDrugCost: 100,
    });
    const view = withDifferences(
      medicareRows([...plans, { plan: noDrugs, derived: derivePlanValues(noDrugs, undefined) }]),
    );
    expect(view.find((r) => r.label === 'Estimated yearly drug cost')).toMatchObject({
      cells: ['$900', '$300', '$1,200', "This plan doesn't include drug coverage."],
      lowest: [1],
    });
  });
});

describe('compare rows in Spanish', () => {
  it('are written from the Spanish catalogues given', async () => {
    const texts = {
      m: await loadSpanish(compareMessages),
      pm: await loadSpanish(planListMessages),
      mm: await loadSpanish(medigapMessages),
    };
    const plan = makePlan({ id: 'A', monthlyPremium: 30 });
    const rows = medicareRows([{ plan, derived: derivePlanValues(plan, undefined) }], texts);
    expect(rows[0]?.section).toBe(texts.m.section.costs);
    expect(rows.map((r) => r.label)).toContain(texts.m.rows.premium);
    expect(rows.map((r) => r.label)).not.toContain(compareMessages.rows.premium);
  });
});
