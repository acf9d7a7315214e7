import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine, initialAppState } from './app.machine';
import { loadAppState, saveAppState } from './persistence';

const start = () => createActor(appMachine, { input: initialAppState(2027, 'tx-1') }).start();
const location = { zipCode: '85004', fips: '04013', countyName: 'Maricopa' };

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
});
