import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-api';
import { AREA, testApp } from '../../test-app';
import { setPlanYear, usePlanYear } from './usePlanYear';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
);

const ok = () => Response.json({ external_uuid: 'E1' });

afterEach(() => vi.useRealTimers());

describe('usePlanYear', () => {
  it('rolls the plan year over on October 1 and saves it to a located session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 30, 12));
    const app = testApp({
      planYear: 2026,
      location: AREA,
      session: { websiteReferenceId: 'WR1', accessToken: 't' },
    });
    app.send({ type: 'app.plans.fetched', planType: 'hmo', organizations: 2, products: 3 });
    const { api, requests } = fakeApi(ok);
    const { result } = renderHook(
      () => {
        usePlanYear(app, api);
        return useNavigate();
      },
      { wrapper },
    );
    expect(app.getSnapshot().context.planYear).toBe(2026);
    expect(requests).toHaveLength(0);

    vi.setSystemTime(new Date(2026, 9, 1, 9));
    result.current('/plans/all/');
    await waitFor(() => expect(app.getSnapshot().context.planYear).toBe(2027));
    expect(app.getSnapshot().context.planFetchFlags.hmo).toBe(true);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/consumer/session', body: { year: 2027 } });
  });

  it('changes only the app state when there is no located session', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 2));
    const app = testApp({ planYear: 2026 });
    const { api, requests } = fakeApi(ok);
    renderHook(() => usePlanYear(app, api), { wrapper });
    expect(app.getSnapshot().context.planYear).toBe(2027);
    expect(requests).toHaveLength(0);
  });

  it('keeps a chosen this year through December 31, and rolls it to the new year on January 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12));
    const app = testApp({
      planYear: 2027,
      location: AREA,
      session: { websiteReferenceId: 'WR1', accessToken: 't' },
    });
    const { api, requests } = fakeApi(ok);
    setPlanYear(app, api, 2026, true);
    expect(app.getSnapshot().context.planFetchFlags.hmo).toBe(true);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/consumer/session', body: { year: 2026 } });

    const { result } = renderHook(
      () => {
        usePlanYear(app, api);
        return useNavigate();
      },
      { wrapper },
    );
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59));
    result.current('/plans/all/');
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    expect(app.getSnapshot().context.planYear).toBe(2026);
    expect(requests).toHaveLength(1);

    vi.setSystemTime(new Date(2027, 0, 1, 0, 1));
    result.current('/plans/hmo/');
    await waitFor(() => expect(app.getSnapshot().context.planYear).toBe(2027));
    expect(app.getSnapshot().context.planYearChosen).toBe(false);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ body: { year: 2027 } });
  });
});
