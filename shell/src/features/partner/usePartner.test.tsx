import { renderHook, waitFor } from '@testing-library/react';
import { makePartner } from 'shared-contracts/test-data';
import { describe, expect, it } from 'vitest';
import { fakeApi, hostFor, notFound, queriesSettled } from '../../test-api';
import { useCoBrandLogo, usePartner } from './usePartner';

const silverPath = makePartner();
const usn = makePartner({
  id: 'usn',
  name: 'USN Health Guide',
  logo: { src: 'data:image/svg+xml,<svg/>', alt: 'USN Health Guide' },
});

const partners = () =>
  fakeApi(
    (r) =>
      r.path === '/partners/partners/silver-path'
        ? Response.json(silverPath)
        : r.path === '/partners/partners/usn'
          ? Response.json(usn)
          : notFound(),
    { partnerToken: 'partner-token' },
  );

describe('usePartner', () => {
  it("reads the partner a partner page's param names, with the partner token", async () => {
    const { api, requests } = partners();
    const { result } = renderHook(
      () => usePartner(api, 'partner-token'),
      hostFor(api, '/partner/silver-path/thank-you/'),
    );
    await waitFor(() => expect(result.current).toEqual(silverPath));
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer partner-token');
  });

  it('reads nothing off the partner pages, without a partner param or without the token', () => {
    for (const [path, token] of [
      ['/plans/all/', 'partner-token'],
      ['/partner/form/', 'partner-token'],
      ['/partner/silver-path/form/', undefined],
    ] as const) {
      const { api, requests } = partners();
      const { result } = renderHook(() => usePartner(api, token), hostFor(api, path));
      expect(result.current, path).toBeNull();
      expect(requests, path).toHaveLength(0);
    }
  });

  it('has no partner when the service does not know it', async () => {
    const { api, requests } = partners();
    const { wrapper, queryClient } = hostFor(api, '/partner/harbor-retirement/form/');
    const { result } = renderHook(() => usePartner(api, 'partner-token'), { wrapper });
    await waitFor(() => expect(queriesSettled(queryClient, 'error')).toBe(true));
    expect(requests.map((r) => r.path)).toEqual(['/partners/partners/harbor-retirement']);
    expect(result.current).toBeNull();
  });
});

describe('useCoBrandLogo (spec 1)', () => {
  it("gives the USN partner's logo on any page for the site id USN, and nothing for another site id", async () => {
    const { api } = partners();
    const { result } = renderHook(
      () => useCoBrandLogo(api, 'partner-token', 'USN'),
      hostFor(api, '/plans/all/'),
    );
    await waitFor(() => expect(result.current).toEqual(usn.logo));
    const other = partners();
    const none = renderHook(
      () => useCoBrandLogo(other.api, 'partner-token', 'OTHER'),
      hostFor(other.api, '/'),
    );
    expect(none.result.current).toBeNull();
    expect(other.requests).toHaveLength(0);
  });
});
