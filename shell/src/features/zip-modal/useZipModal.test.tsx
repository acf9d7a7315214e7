import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, notFound } from '../../test-api';
import { AREA, testApp } from '../../test-app';
import { useZipModal } from './useZipModal';

const counties = {
  cntr: [
    { countyName: 'Yavapai', countyFIPS: '04025' },
    { countyName: 'Coconino', countyFIPS: '04005' },
  ],
};
const market = {
  zip: '86336',
  fips: '04005',
  countyName: 'Coconino',
  state: 'AZ',
  city: 'Sedona',
  market: 'Flagstaff',
  phoneNumbers: { sales: '(623) 223-8884', tty: '711' },
};

describe('useZipModal', () => {
  it('stays shut when a ZIP is stored, and opens on load when none is', () => {
    const { api, requests } = fakeApi(notFound);
    const stored = renderHook(() => useZipModal(testApp({ location: AREA }), api)).result.current;
    expect(stored.getSnapshot().matches('closed')).toBe(true);
    expect(stored.getSnapshot().context.zip).toBe(AREA.zipCode);
    const fresh = renderHook(() => useZipModal(testApp(), api)).result.current;
    expect(fresh.getSnapshot().matches('open')).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('looks the counties up on the api and saves the chosen one to the app state', async () => {
    const app = testApp();
    const { api, requests } = fakeApi((r) =>
      r.path === '/consumer/location/counties' ? Response.json(counties) : Response.json(market),
    );
    const { result } = renderHook(() => useZipModal(app, api));
    act(() => result.current.send({ type: 'zip.type', value: '86336' }));
    await waitFor(() => expect(result.current.getSnapshot().context.counties).toHaveLength(2));
    expect(requests[0]).toMatchObject({ path: '/consumer/location/counties', search: '?zip=86336' });
    act(() => result.current.send({ type: 'zip.county', fips: '04005' }));
    act(() => result.current.send({ type: 'zip.submit' }));
    await waitFor(() => expect(app.getSnapshot().context.location?.countyName).toBe('Coconino'));
    expect(requests[1]).toMatchObject({ path: '/consumer/markets', search: '?zip=86336&fips=04005' });
    await waitFor(() => expect(result.current.getSnapshot().matches('open')).toBe(false));
  });

  it('sets the location from a zip in the address, so the prompt does not ask again (spec 2)', async () => {
    window.history.pushState({}, '', '/plans/all/?zip=86336&fips=04005');
    const app = testApp();
    const { api } = fakeApi((r) =>
      r.path === '/consumer/location/counties' ? Response.json(counties) : Response.json(market),
    );
    const { result } = renderHook(() => useZipModal(app, api));
    await waitFor(() => expect(app.getSnapshot().context.location?.fips).toBe('04005'));
    await waitFor(() => expect(result.current.getSnapshot().matches('closed')).toBe(true));
    window.history.pushState({}, '', '/');
  });
});
