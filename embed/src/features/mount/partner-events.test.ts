import { describe, expect, it } from 'vitest';
import { partnerEventFor, startPathFor } from './partner-events';

describe('partnerEventFor', () => {
  it('names a plan viewed on every details route, with its type', () => {
    expect(partnerEventFor('/plans/hmo/H1234-001-000/', '')).toEqual({
      name: 'plan-viewed',
      detail: { planId: 'H1234-001-000', planType: 'hmo' },
    });
    expect(partnerEventFor('/plans/ppo/H1234-002-000/', '')?.detail).toEqual({
      planId: 'H1234-002-000',
      planType: 'ppo',
    });
    expect(partnerEventFor('/plans/pdp/S1234-001-000/', '')?.detail.planType).toBe('pdp');
    expect(partnerEventFor('/plans/medigap/csg/G-1234567890123/', '')?.detail.planType).toBe('medigap');
  });

  it('names the comparison with the plans it compares', () => {
    expect(partnerEventFor('/plans/compare/', '?type=hmo&ids=A1,B2')).toEqual({
      name: 'compare',
      detail: { planType: 'hmo', planIds: ['A1', 'B2'] },
    });
  });

  it('names the enrollment hand-off with its plan and carrier', () => {
    expect(partnerEventFor('/enroll/acme-health/H1234-001-000/', '')).toEqual({
      name: 'enroll-clicked',
      detail: { planId: 'H1234-001-000', carrierName: 'acme-health' },
    });
  });

  it('says nothing for lists, the plan type choice, a list without an id, or paths it does not own', () => {
    for (const path of ['/', '/plans/all/', '/plans/hmo/', '/plans/pdp/', '/enroll/', '/lead/', '/nowhere/'])
      expect(partnerEventFor(path, '')).toBeNull();
  });
});

describe('startPathFor', () => {
  it('starts where the plan-type attribute says, else at the plan type choice', () => {
    expect(startPathFor('medicare-advantage')).toBe('/plans/all/');
    expect(startPathFor('part-d')).toBe('/plans/pdp/');
    expect(startPathFor('medigap')).toBe('/plans/medigap/');
    expect(startPathFor(null)).toBe('/');
    expect(startPathFor('something-else')).toBe('/');
  });
});
