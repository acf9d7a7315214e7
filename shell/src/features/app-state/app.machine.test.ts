import { NO_PLAN_CHOICES } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { createAppActor, initialAppState } from './app.machine';
import { loadAppState, saveAppState } from './persistence';

const start = () => createAppActor(initialAppState(2027, 'tx-1')).start();
const location = { zipCode: '85004', fips: '04013', countyName: 'Maricopa' };
const consent = {
  text: 'By pressing "Submit", you agree…',
  version: '2026-11-23.1',
  shownAt: '2026-11-23T22:00:00.000Z',
};

describe('app state', () => {
  it('resets every plan fetch flag on a location change and clears one flag per fetch', () => {
    const app = start();
    app.send({ type: 'app.plans.fetched', planType: 'hmo', organizations: 3, products: 12 });
    app.send({ type: 'app.plans.fetched', planType: 'pdp', organizations: 2, products: 9 });
    expect(app.getSnapshot().context.planFetchFlags).toMatchObject({ hmo: false, pdp: false, ppo: true });
    expect(app.getSnapshot().context.planCounts.hmo).toEqual({ organizations: 3, products: 12 });
    app.send({ type: 'app.location', location });
    expect(Object.values(app.getSnapshot().context.planFetchFlags).every(Boolean)).toBe(true);
    expect(app.getSnapshot().context.planCounts).toEqual({});
  });

  it('resets the flags on a reset request and on a plan-year change, not on the same year', () => {
    const app = start();
    app.send({ type: 'app.plans.fetched', planType: 'ppo', organizations: 1, products: 1 });
    app.send({ type: 'app.planYear', year: 2027 });
    expect(app.getSnapshot().context.planFetchFlags.ppo).toBe(false);
    app.send({ type: 'app.planYear', year: 2028 });
    expect(app.getSnapshot().context.planFetchFlags.ppo).toBe(true);
    app.send({ type: 'app.plans.fetched', planType: 'ppo', organizations: 1, products: 1 });
    app.send({ type: 'app.plans.reset' });
    expect(app.getSnapshot().context.planFetchFlags.ppo).toBe(true);
  });

  it('saved questions raise only the medSupp flag', () => {
    const app = start();
    for (const planType of ['hmo', 'medSupp'] as const) {
      app.send({ type: 'app.plans.fetched', planType, organizations: 1, products: 1 });
    }
    app.send({ type: 'app.plans.reset', reason: 'questions' });
    expect(app.getSnapshot().context.planFetchFlags).toMatchObject({ hmo: false, medSupp: true });
    app.send({ type: 'app.plans.reset', reason: 'drugs' });
    expect(app.getSnapshot().context.planFetchFlags.hmo).toBe(true);
  });

  it('full reset clears consumer, location and session but keeps attribution', () => {
    const app = start();
    app.send({ type: 'app.attribution', attribution: { utmSource: 'google' } });
    app.send({ type: 'app.location', location });
    app.send({ type: 'app.consumer', fields: { firstName: 'Ann' } });
    app.send({ type: 'app.session', session: { websiteReferenceId: 'R', accessToken: 'T' } });
    app.send({ type: 'app.reset' });
    const c = app.getSnapshot().context;
    expect(c.location).toBeNull();
    expect(c.consumer).toEqual({});
    expect(c.session).toBeNull();
    expect(c.attribution).toEqual({ utmSource: 'google' });
  });

  it('keeps pins per plan type in pinned order, the ranking id, the chosen order and plan, and consent', () => {
    const app = start();
    for (const planId of ['H1', 'H2', 'H1', 'H3'])
      app.send({ type: 'app.plans.pinToggled', planType: 'medicareAdvantage', planId });
    app.send({ type: 'app.plans.pinToggled', planType: 'pdp', planId: 'S1' });
    app.send({
      type: 'app.plans.fetched',
      planType: 'pdp',
      organizations: 1,
      products: 1,
      planRankingsUuid: 'R9',
    });
    app.send({ type: 'app.plans.fetched', planType: 'hmo', organizations: 1, products: 1 });
    app.send({ type: 'app.plans.sortChosen', preference: 'bestMatch' });
    app.send({
      type: 'app.plans.chosen',
      plan: { planDisplayPosition: 2, planType: 4, planCmsId: 'H1-1-0' },
    });
    app.send({ type: 'app.consented', permissionToContactText: consent });
    app.send({ type: 'app.zipModal', show: true });
    const c = app.getSnapshot().context;
    expect(c.plans.lockedPlanIds).toMatchObject({
      medicareAdvantage: ['H2', 'H3'],
      pdp: ['S1'],
      medSupp: [],
    });
    // An answer without a ranking id keeps the last one.
    expect(c.plans.planRankingsUuid).toBe('R9');
    expect(c.plans.preference).toBe('bestMatch');
    expect(c.plans.chosenPlan).toEqual({ planDisplayPosition: 2, planType: 4, planCmsId: 'H1-1-0' });
    expect(c.agreeToTerms).toBe(true);
    expect(c.permissionToContactText).toEqual(consent);
    expect(c.showZipModal).toBe(true);

    app.send({ type: 'app.reset' });
    const after = app.getSnapshot().context;
    expect(after.plans).toEqual(NO_PLAN_CHOICES);
    expect(after.agreeToTerms).toBe(false);
    expect(after.permissionToContactText).toBeNull();
  });

  it('persists the plan choices and consent, and reads a state stored before them (or a bad part of them) with defaults', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const app = start();
    app.send({ type: 'app.plans.pinToggled', planType: 'medSupp', planId: 'csg-G-1' });
    app.send({ type: 'app.consented', permissionToContactText: consent });
    saveAppState(storage, app.getSnapshot().context);
    const back = loadAppState(storage);
    expect(back?.plans.lockedPlanIds.medSupp).toEqual(['csg-G-1']);
    expect(back?.permissionToContactText).toEqual(consent);

    const {
      plans: _p,
      agreeToTerms: _a,
      permissionToContactText: _t,
      showZipModal: _s,
      ...older
    } = app.getSnapshot().context;
    data.set('mpf:app-state:v1', JSON.stringify(older));
    expect(loadAppState(storage)?.plans).toEqual(NO_PLAN_CHOICES);
    // An unreadable part starts afresh; the rest of the state is kept.
    data.set(
      'mpf:app-state:v1',
      JSON.stringify({ ...older, location, plans: { ...NO_PLAN_CHOICES, preference: 'cheapest' } }),
    );
    expect(loadAppState(storage)).toMatchObject({ location, plans: NO_PLAN_CHOICES });
  });

  it('persists and reads back, ignoring a tampered value', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const app = start();
    app.send({ type: 'app.location', location });
    saveAppState(storage, app.getSnapshot().context);
    expect(loadAppState(storage)?.location).toEqual(location);
    data.set('mpf:app-state:v1', '{"location":{"zipCode":"x"}}');
    expect(loadAppState(storage)).toBeNull();
    data.set('mpf:app-state:v1', 'not json');
    expect(loadAppState(storage)).toBeNull();
  });

  it('keeps the chosen language through a full reset and in storage; a state stored before it has none', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const app = start();
    expect(app.getSnapshot().context.language).toBe('en');
    app.send({ type: 'app.language', language: 'es' });
    app.send({ type: 'app.reset' });
    expect(app.getSnapshot().context.language).toBe('es');
    saveAppState(storage, app.getSnapshot().context);
    expect(loadAppState(storage)?.language).toBe('es');
    const { language: _, ...before } = app.getSnapshot().context;
    data.set('mpf:app-state:v1', JSON.stringify({ ...before, location }));
    expect(loadAppState(storage)?.location).toEqual(location);
    expect(loadAppState(storage)?.language).toBeUndefined();
  });
});
