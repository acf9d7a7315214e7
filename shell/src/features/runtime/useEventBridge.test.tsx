import { renderHook, waitFor } from '@testing-library/react';
import { createEventBus } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-api';
import { AREA, testApp, testZipModal } from '../../test-app';
import type { AppState } from '../app-state';
import type { SessionActor } from '../session';
import { useEventBridge } from './useEventBridge';

const setup = (state: Partial<AppState> = {}) => {
  const events = createEventBus(vi.fn());
  const app = testApp({ location: AREA, session: { websiteReferenceId: 'WR1', accessToken: 't' }, ...state });
  const zipModal = testZipModal(AREA.zipCode);
  const { api, requests } = fakeApi(() =>
    Response.json({
      leadId: 'L1',
      usedWebsiteInitiatedDial: true,
      utmCampaign: null,
      customCampaign: null,
      partnerId: null,
      campaignId: null,
    }),
  );
  const reset = vi.fn();
  const session = { send: vi.fn() } as unknown as SessionActor;
  const hook = renderHook(() => useEventBridge({ events, app, api, zipModal, reset, session }));
  return { events, app, zipModal, requests, reset, session, hook };
};

afterEach(() => {
  window.dataLayer = [];
});

describe('useEventBridge', () => {
  it('opens the ZIP modal for a change, with the stored ZIP and a close button', () => {
    const { events, zipModal } = setup();
    events.emit('location:change-requested', {});
    expect(zipModal.getSnapshot().matches('open')).toBe(true);
    expect(zipModal.getSnapshot().context).toMatchObject({ zip: AREA.zipCode, editing: true });
  });

  it('turns the language switch into the app state’s language', () => {
    const { events, app } = setup();
    events.emit('language:change-requested', { language: 'es' });
    expect(app.getSnapshot().context.language).toBe('es');
  });

  it('retries the session at once when a page asks', () => {
    const { events, session } = setup();
    events.emit('session:retry-requested', {});
    expect(session.send).toHaveBeenCalledWith({ type: 'session.retry' });
  });

  it('stores a place a page looked up, as the ZIP modal would (the flags reset)', () => {
    const { events, app } = setup();
    events.emit('plans:fetched', { planType: 'hmo', organizations: 1, products: 2 });
    events.emit('location:set', { zip: '85142', fips: '04021', countyName: 'Pinal' });
    expect(app.getSnapshot().context.location).toMatchObject({
      zipCode: '85142',
      fips: '04021',
      countyName: 'Pinal',
    });
    expect(app.getSnapshot().context.planFetchFlags.hmo).toBe(true);
  });

  it('makes an offered plan year the chosen one (flags reset, the session updated) and ignores any other', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12));
    try {
      const { events, app, requests } = setup({ planYear: 2027 });
      events.emit('plans:fetched', { planType: 'hmo', organizations: 1, products: 2 });
      events.emit('plans:year-chosen', { year: 2025 });
      expect(app.getSnapshot().context.planYear).toBe(2027);
      events.emit('plans:year-chosen', { year: 2026 });
      expect(app.getSnapshot().context).toMatchObject({ planYear: 2026, planYearChosen: true });
      expect(app.getSnapshot().context.planFetchFlags.hmo).toBe(true);
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/consumer/session', body: { year: 2026 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns plan and consumer events into app-state changes', () => {
    const { events, app } = setup();
    events.emit('plans:fetched', { planType: 'pdp', organizations: 4, products: 9 });
    expect(app.getSnapshot().context.planFetchFlags.pdp).toBe(false);
    expect(app.getSnapshot().context.planCounts.pdp).toEqual({ organizations: 4, products: 9 });
    events.emit('plans:reset-requested', { reason: 'drugs' });
    expect(app.getSnapshot().context.planFetchFlags.pdp).toBe(true);
    events.emit('consumer:updated', { fields: { firstName: 'Ana' } });
    expect(app.getSnapshot().context.consumer.firstName).toBe('Ana');
  });

  it('keeps pins, the chosen order and plan, the ranking id and consent in the app state', () => {
    const { events, app } = setup();
    events.emit('plans:pin-toggled', { planType: 'pdp', planId: 'S1' });
    events.emit('plans:sort-chosen', { preference: 'premium' });
    events.emit('plans:plan-chosen', { planDisplayPosition: 3, planType: 1, planCmsId: 'S1-2-0' });
    events.emit('plans:fetched', { planType: 'pdp', organizations: 1, products: 1, planRankingsUuid: 'R1' });
    const consent = { text: 'I agree', version: 'v1', shownAt: '2026-11-23T22:00:00.000Z' };
    events.emit('consumer:consented', { permissionToContactText: consent });
    const c = app.getSnapshot().context;
    expect(c.plans).toEqual({
      lockedPlanIds: { hmo: [], ppo: [], pdp: ['S1'], medSupp: [], medicareAdvantage: [] },
      preference: 'premium',
      planRankingsUuid: 'R1',
      chosenPlan: { planDisplayPosition: 3, planType: 1, planCmsId: 'S1-2-0' },
    });
    expect(c.agreeToTerms).toBe(true);
    expect(c.permissionToContactText).toEqual(consent);
  });

  it('mirrors whether the ZIP modal shows, correcting a stale stored value at once', () => {
    const { zipModal, app } = setup({ showZipModal: true });
    expect(app.getSnapshot().context.showZipModal).toBe(false);
    zipModal.send({ type: 'zip.open', editing: true, zip: AREA.zipCode });
    expect(app.getSnapshot().context.showZipModal).toBe(true);
    zipModal.send({ type: 'zip.close' });
    expect(app.getSnapshot().context.showZipModal).toBe(false);
  });

  it('pushes analytics to the data layer and call events to call tracking', async () => {
    const { events, requests } = setup();
    events.emit('analytics:track', { event: 'plan_saved', data: { planId: 'H1' } });
    expect(window.dataLayer).toEqual([{ event: 'plan_saved', planId: 'H1' }]);
    events.emit('call:dial-started', {});
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/consumer/leads' });
  });

  it('asks for the full reset, and stops listening when unmounted', () => {
    const { events, app, reset, hook } = setup();
    events.emit('session:reset-requested', {});
    expect(reset).toHaveBeenCalledTimes(1);
    hook.unmount();
    events.emit('session:reset-requested', {});
    events.emit('consumer:updated', { fields: { lastName: 'Diaz' } });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(app.getSnapshot().context.consumer.lastName).toBeUndefined();
  });
});
