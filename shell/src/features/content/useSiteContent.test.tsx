import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { phoneTableAnswer } from 'web-kit/test-data';
import { fakeApi, hostFor, queriesSettled } from '../../test-api';
import { HOURS_STORAGE_KEY } from './stored-hours';
import { useSiteContent } from './useSiteContent';

const siteOptions = {
  operation_hours: 'Mon-Fri 8am-8pm ET',
  disclaimers: [],
  disclaimersLastUpdated: '05/22/2025',
  versionCode: 'Y0001_TEST_M',
};
const phoneNumbers = phoneTableAnswer;

describe('useSiteContent', () => {
  afterEach(() => localStorage.clear());

  it("reads today's site options and the phone table from the content service", async () => {
    const { api, requests } = fakeApi((r) =>
      Response.json(r.path === '/content/site-options' ? siteOptions : phoneNumbers),
    );
    const { result } = renderHook(() => useSiteContent(api, 'en'), hostFor(api));
    await waitFor(() => expect(result.current.siteOptions).toEqual(siteOptions));
    await waitFor(() => expect(result.current.phoneTable).toEqual(phoneNumbers));
    expect(requests.find((r) => r.path === '/content/site-options')?.search).toMatch(
      /^\?date=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('leaves each part empty when the service fails or answers nonsense', async () => {
    const { api, requests } = fakeApi((r) =>
      r.path === '/content/site-options'
        ? Response.json({ operation_hours: 7 })
        : new Response('', { status: 404 }),
    );
    const { wrapper, queryClient } = hostFor(api);
    const { result } = renderHook(() => useSiteContent(api, 'en'), { wrapper });
    await waitFor(() => expect(queriesSettled(queryClient, 'error')).toBe(true));
    expect(requests).toHaveLength(2);
    expect(result.current).toEqual({ siteOptions: null, phoneTable: null, operationHours: null });
  });

  it('asks again in the new language when the visit changes language', async () => {
    const { api, requests } = fakeApi((r) =>
      Response.json(r.path === '/content/site-options' ? siteOptions : phoneNumbers),
    );
    const { wrapper } = hostFor(api);
    const { result, rerender } = renderHook(({ language }) => useSiteContent(api, language), {
      wrapper,
      initialProps: { language: 'en' as 'en' | 'es' },
    });
    await waitFor(() => expect(result.current.siteOptions).toEqual(siteOptions));
    rerender({ language: 'es' });
    await waitFor(() => expect(requests.filter((r) => r.path === '/content/site-options')).toHaveLength(2));
  });
  it('keeps the hours answered for the next visit, which has them before its own answer comes', async () => {
    const first = fakeApi((r) =>
      Response.json(r.path === '/content/site-options' ? siteOptions : phoneNumbers),
    );
    const visit = renderHook(() => useSiteContent(first.api, 'en'), hostFor(first.api));
    await waitFor(() => expect(visit.result.current.operationHours).toBe('Mon-Fri 8am-8pm ET'));
    visit.unmount();
    // The next visit: the api has not answered yet (and then says the hours changed).
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const next = fakeApi(async (r) => {
      await answered;
      return Response.json(
        r.path === '/content/site-options'
          ? { ...siteOptions, operation_hours: 'Mon-Sat 8am-8pm ET' }
          : phoneNumbers,
      );
    });
    const { result } = renderHook(() => useSiteContent(next.api, 'en'), hostFor(next.api));
    expect(result.current.siteOptions).toBeNull();
    expect(result.current.operationHours).toBe('Mon-Fri 8am-8pm ET');
    answer();
    await waitFor(() => expect(result.current.operationHours).toBe('Mon-Sat 8am-8pm ET'));
    expect(localStorage.getItem(`${HOURS_STORAGE_KEY}en`)).toBe('Mon-Sat 8am-8pm ET');
  });

  it("keeps each language's hours apart: a Spanish visit is not told the English ones", async () => {
    localStorage.setItem(`${HOURS_STORAGE_KEY}en`, 'Mon-Fri 8am-8pm ET');
    const { api } = fakeApi(() => new Response('', { status: 503 }));
    const { wrapper, queryClient } = hostFor(api);
    const { result } = renderHook(() => useSiteContent(api, 'es'), { wrapper });
    await waitFor(() => expect(queriesSettled(queryClient, 'error')).toBe(true));
    expect(result.current.operationHours).toBeNull();
  });
});
