import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { PAGE_VIEW_DELAY_MS } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-api';
import { usePageViews } from './usePageViews';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/plans/all/']}>{children}</MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
  window.dataLayer = [];
});

describe('usePageViews', () => {
  it('sends a page view 250 ms after each route change, with the reference id when known', async () => {
    vi.useFakeTimers();
    const { api, requests } = fakeApi(() => Response.json({ id: 'PV1' }, { status: 201 }));
    const { result, rerender } = renderHook(
      ({ id }) => {
        usePageViews(api, id);
        return useNavigate();
      },
      { wrapper, initialProps: { id: undefined as string | undefined } },
    );
    await act(() => vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS - 1));
    expect(window.dataLayer ?? []).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.dataLayer).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'page_view' });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/dw/aep_analytics/page_views' });
    expect(requests[0]?.body).not.toHaveProperty('websiteReferenceId');

    // A session arriving is not a page view; the next navigation carries it.
    rerender({ id: 'WR1' });
    await act(() => vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS));
    expect(window.dataLayer).toHaveLength(1);
    act(() => result.current('/'));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS));
    expect(window.dataLayer).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ websiteReferenceId: 'WR1' });
  });
});
