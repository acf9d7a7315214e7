import { describe, expect, it } from 'vitest';
import { partDParametersFor } from '../domain/part-d-parameters';
import { generateCountyPlans, MEDICAL_FIELDS } from './medicare-plans';
import { BASE_PLAN_YEAR, planInYear } from './plan-years';

const plans = generateCountyPlans({ fips: '04013', state: 'AZ', countyName: 'Maricopa', places: [] });
const next = BASE_PLAN_YEAR + 1;

describe('planInYear', () => {
  it('is the generated plan in the base year', () => {
    for (const p of plans) expect(planInYear(p, BASE_PLAN_YEAR)).toBe(p);
  });

  it('is deterministic and keeps what identifies the plan', () => {
    for (const p of plans) {
      const a = planInYear(p, next);
      expect(planInYear(p, next)).toEqual(a);
      expect(a).toMatchObject({
        id: p.id,
        planName: p.planName,
        carrierId: p.carrierId,
        planType: p.planType,
        formularyId: p.formularyId,
        pharmacyNetwork: p.pharmacyNetwork,
        providerNetwork: p.providerNetwork,
      });
    }
  });

  it('changes some plans and some values, not all', () => {
    const renewed = plans.map((p) => [p, planInYear(p, next)] as const);
    const premiumChanged = renewed.filter(([a, b]) => a.monthlyPremium !== b.monthlyPremium).length;
    expect(premiumChanged).toBeGreaterThan(0);
    expect(premiumChanged).toBeLessThan(plans.length);
    const copayChanged = renewed.filter(
      ([a, b]) => JSON.stringify(a.planDataFields) !== JSON.stringify(b.planDataFields),
    ).length;
    expect(copayChanged).toBeGreaterThan(0);
    const tiersChanged = renewed.filter(
      ([a, b]) => JSON.stringify(a.tierCostShares) !== JSON.stringify(b.tierCostShares),
    ).length;
    expect(tiersChanged).toBeGreaterThan(0);
    expect(renewed.some(([a, b]) => a.maximumOutOfPocketCost !== b.maximumOutOfPocketCost)).toBe(true);
  });

  it('stays a valid plan: drug deductible within the year standard, tiers shown as priced, MA fields complete', () => {
    const standard = partDParametersFor(next)?.standardDeductible.amount ?? 0;
    for (const p of plans.map((x) => planInYear(x, next))) {
      expect(p.monthlyPremium).toBeGreaterThanOrEqual(0);
      if (p.hasDrugCoverage) {
        expect(p.drugDeductible ?? 0).toBeLessThanOrEqual(standard);
        expect(p.drugDeductibleTiers.length > 0).toBe((p.drugDeductible ?? 0) > 0);
        const retail = p.planTiers.find((t) => t.pharmacyType === 0)?.tierInformation ?? [];
        for (const info of retail) {
          const share = p.tierCostShares[info.tierNumber]?.retail30;
          expect(share).toBeDefined();
          expect(info.amount).toBe(
            share?.type === 'copay'
              ? `$${share.amount.toFixed(2)}`
              : `${Math.round((share?.rate ?? 0) * 100)}%`,
          );
        }
      } else {
        expect(p.drugDeductible).toBeNull();
        expect(p.planTiers).toEqual([]);
      }
      if (p.planType !== 1) {
        const names = p.planDataFields.map((f) => f.name);
        for (const g of MEDICAL_FIELDS) expect(names).toContain(g.name);
      }
    }
  });

  it('renews year after year', () => {
    const later = plans.map((p) => [planInYear(p, next), planInYear(p, next + 1)] as const);
    expect(later.every(([a, b]) => a.id === b.id)).toBe(true);
    expect(later.some(([a, b]) => a.monthlyPremium !== b.monthlyPremium)).toBe(true);
  });
});
