import { describe, expect, it } from 'vitest';
import type { ExtraPlanData } from '../api/plans';
import {
  type DerivablePlan,
  derivePlanValues,
  findExtraPlanData,
  isSnpPlan,
  withoutSnpPlans,
} from './plan-derived';

const plan: DerivablePlan & { planName: string } = {
  id: 'P1',
  planName: 'Sample Care Advantage (HMO)',
  contractID: 'H1234',
  planID: '001',
  segmentID: '000',
  estimatedAnnualDrugCost: 812.4,
  annualPlanPremium: 360,
  maximumOutOfPocketCost: 4900,
  planDataFields: [
    { name: 'Primary Care Physician Visit', description: '$0 copay', benefitCategoryID: null },
    { name: 'Specialist Visit', description: '$35 copay', benefitCategoryID: null },
    { name: 'Ambulance', description: '$250 copay', benefitCategoryID: null },
    { name: 'Emergency Care', description: '$110 copay', benefitCategoryID: null },
    { name: 'Urgent Care', description: '$40 copay', benefitCategoryID: null },
    { name: 'Inpatient Hospital Care', description: '$325 per day, days 1-5', benefitCategoryID: null },
    { name: 'Hearing aids', description: 'Up to $1,500 per year', benefitCategoryID: 381 },
    { name: 'Dental', description: '$2,000 allowance', benefitCategoryID: 31 },
  ],
  drugs: [
    { drugName: 'metformin', covered: true },
    { drugName: 'Eliquis', covered: false },
  ],
};
const extra: ExtraPlanData = {
  cmsId: 'H1234-001-000',
  connectureId: 'other',
  fitnessProgramText: 'SilverSneakers',
  telemedicineText: '$0 virtual visits',
  cSnp: false,
  dSnp: false,
};

describe('derivePlanValues', () => {
  it('reads copays by field name and benefits by category id', () => {
    const d = derivePlanValues(plan, extra);
    expect(d.pcpCoPay).toBe('$0 copay');
    expect(d.specialistCoPay).toBe('$35 copay');
    expect(d.ambulanceService).toBe('$250 copay');
    expect(d.emergencyCare).toBe('$110 copay');
    expect(d.urgentCare).toBe('$40 copay');
    expect(d.hospitalCare).toBe('$325 per day, days 1-5');
    expect(d.hearing).toBe('Up to $1,500 per year');
    expect(d.dental).toBe('$2,000 allowance');
    expect(d.vision).toBeNull();
    expect(d.overTheCounter).toBeNull();
    expect(d.fitness).toBe('SilverSneakers');
    expect(d.telemedicine).toBe('$0 virtual visits');
    expect(d.coveredDrugNames).toEqual(['metformin']);
  });
  it('totals: minimum = drug cost + premium, maximum = minimum + MOOP', () => {
    const d = derivePlanValues(plan, extra);
    expect(d.estimatedAnnualMinimum).toBe(1172.4);
    expect(d.estimatedAnnualMaximum).toBe(6072.4);
    const pdp = derivePlanValues({ ...plan, maximumOutOfPocketCost: null }, undefined);
    expect(pdp.estimatedAnnualMaximum).toBe(1172.4);
    expect(pdp.fitness).toBeNull();
  });
});

describe('SNP rule', () => {
  it('matches C-SNP or D-SNP in the name, or the flags', () => {
    expect(isSnpPlan({ planName: 'Heart Care (HMO C-SNP)' }, undefined)).toBe(true);
    expect(isSnpPlan({ planName: 'Dual Complete (HMO D-SNP)' }, undefined)).toBe(true);
    expect(isSnpPlan({ planName: 'Plain (PPO)' }, { cSnp: false, dSnp: true })).toBe(true);
    expect(isSnpPlan({ planName: 'Plain (PPO)' }, { cSnp: false, dSnp: false })).toBe(false);
    expect(isSnpPlan({ planName: 'SNAP Rewards (HMO)' }, undefined)).toBe(false);
  });
  it('matches extra data by cms id or connectureId and drops SNPs', () => {
    const other = { ...plan, id: 'P2', planID: '002', planName: 'Other (HMO)' };
    const flagged: ExtraPlanData = { ...extra, cmsId: 'nope', connectureId: 'P2', dSnp: true };
    expect(findExtraPlanData(plan, [extra])).toBe(extra);
    expect(findExtraPlanData(other, [flagged])).toBe(flagged);
    expect(withoutSnpPlans([plan, other], [extra, flagged]).map((p) => p.id)).toEqual(['P1']);
  });
});
