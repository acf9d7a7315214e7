import { describe, expect, it } from 'vitest';
import { createPartnerEventStream, partnerEventFor, startPathFor } from './partner-events';

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

describe('createPartnerEventStream', () => {
  it('sends compare once per distinct set of plans, whatever the order or other query parameters', () => {
    const next = createPartnerEventStream();
    expect(next('/plans/compare/', '?type=hmo&ids=A1,B2')?.name).toBe('compare');
    // A query change on the comparison (the same plans) is not a new comparison.
    expect(next('/plans/compare/', '?type=hmo&ids=A1,B2&view=differences')).toBeNull();
    expect(next('/plans/compare/', '?ids=B2,A1&type=hmo')).toBeNull();
    expect(next('/plans/hmo/A1/', '')?.name).toBe('plan-viewed');
    expect(next('/plans/compare/', '?type=hmo&ids=A1,B2')).toBeNull();
    expect(next('/plans/compare/', '?type=hmo&ids=A1,B2,C3')).toEqual({
      name: 'compare',
      detail: { planType: 'hmo', planIds: ['A1', 'B2', 'C3'] },
    });
    expect(next('/plans/compare/', '?type=ppo&ids=A1,B2')?.name).toBe('compare');
  });

  it('passes every other event through each time it happens', () => {
    const next = createPartnerEventStream();
    expect(next('/plans/hmo/A1/', '')?.name).toBe('plan-viewed');
    expect(next('/plans/hmo/A1/', '')?.name).toBe('plan-viewed');
    expect(next('/enroll/acme/A1/', '')?.name).toBe('enroll-clicked');
    expect(next('/plans/all/', '')).toBeNull();
  });

  it('keeps each finder on its own: another stream sends the same comparison again', () => {
    const first = createPartnerEventStream();
    const second = createPartnerEventStream();
    expect(first('/plans/compare/', '?type=hmo&ids=A1,B2')?.name).toBe('compare');
    expect(second('/plans/compare/', '?type=hmo&ids=A1,B2')?.name).toBe('compare');
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
