import { describe, expect, it } from 'vitest';
import { FILTERED, scrubText } from './scrub';
import { scrubEvent, scrubValue } from './scrub-event';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJzLTEyMyIsImV4cCI6MTcwMDAwMDAwMH0.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('scrubText', () => {
  it.each([
    ['Failed for dorothy.sample+x@example.com today', 'Failed for [email] today'],
    ['call (602) 321-0164 now', 'call [phone] now'],
    ['call 602-321-0164 or +1 602.321.0164 or 6023210164', 'call [phone] or [phone] or [phone]'],
    ['born 1951-04-09', 'born [date]'],
    ['born 04/09/1951', 'born [date]'],
    [`token ${JWT}`, 'token [jwt]'],
    ['Authorization: Bearer abc.def-123_xyz', 'Authorization: Bearer [token]'],
  ])('removes personal data from %j', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('filters sensitive query values and keeps the rest of the URL', () => {
    const url =
      'http://127.0.0.1:4000/products/medsupp/plans?planYear=2026&zip=85004&birthDate=1951-04-09&connectureSessionId=cs-991&gender=F&email=a%40b.co';
    expect(scrubText(url)).toBe(
      `http://127.0.0.1:4000/products/medsupp/plans?planYear=2026&zip=85004&birthDate=${FILTERED}&connectureSessionId=${FILTERED}&gender=F&email=${FILTERED}`,
    );
  });

  it('replaces id-like path segments (session references, uuids) and keeps words', () => {
    expect(scrubText('GET /consumer/session/Xk2_9fLq0aZb7TyU3wVn4 failed')).toBe(
      'GET /consumer/session/[id] failed',
    );
    expect(scrubText('/consumer/session/pharmacies/ph-12')).toBe('/consumer/session/pharmacies/ph-12');
    expect(scrubText('/member/3f9a1c2e-7b4d-4e8f-9a0b-1c2d3e4f5a6b/plans')).toBe('/member/[id]/plans');
  });

  it('leaves failure text, status codes, ZIP codes and FIPS alone', () => {
    const text = 'Request failed with status code 500: GET /location/counties?zip=85004 (fips 04013)';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('filters the values of known personal fields at any depth, whatever their spelling', () => {
    expect(
      scrubValue({
        lead: { firstName: 'Dorothy', last_name: 'Sample', 'street-line-1': '1 Main St', zip: '85004' },
        list: [{ emailAddress: 'x@y.zz', planId: 'H1' }],
        count: 3,
      }),
    ).toEqual({
      lead: { firstName: FILTERED, last_name: FILTERED, 'street-line-1': FILTERED, zip: '85004' },
      list: [{ emailAddress: FILTERED, planId: 'H1' }],
      count: 3,
    });
  });
});

describe('scrubEvent', () => {
  it('drops the user, the request body and cookies, auth headers, and scrubs every string', () => {
    const event = {
      event_id: '0123456789abcdef0123456789abcdef',
      message: '[quiz] failed for dorothy@example.com',
      user: { id: 'u1', email: 'dorothy@example.com', ip_address: '1.2.3.4' },
      request: {
        url: 'http://localhost:3000/plans/?websiteReferenceId=ref-1234&utm_source=google',
        data: { firstName: 'Dorothy' },
        cookies: { sid: 'abc' },
        headers: { Authorization: `Bearer ${JWT}`, Cookie: 'sid=abc', 'User-Agent': 'Chromium' },
      },
      exception: {
        values: [
          {
            type: 'ApiError',
            value: 'phone 602-321-0164 refused',
            stacktrace: { frames: [{ filename: 'http://localhost:3000/main.1234567890.js' }] },
          },
        ],
      },
      breadcrumbs: [{ category: 'fetch', data: { url: `/api?token=${JWT}`, method: 'GET' } }],
      contexts: { trace: { trace_id: '12345678901234567890123456789012', span_id: '1234567890123456' } },
      tags: { source: 'quiz' },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed).not.toHaveProperty('user');
    expect(scrubbed.request).toEqual({
      url: `http://localhost:3000/plans/?websiteReferenceId=${FILTERED}&utm_source=google`,
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.message).toBe('[quiz] failed for [email]');
    expect(scrubbed.exception.values[0]!.value).toBe('phone [phone] refused');
    // Ids, tags and stack frames stay exactly as they were.
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.contexts).toEqual(event.contexts);
    expect(scrubbed.tags).toEqual({ source: 'quiz' });
    expect(scrubbed.exception.values[0]!.stacktrace).toEqual(event.exception.values[0]!.stacktrace);
    const text = JSON.stringify(scrubbed);
    for (const personal of ['dorothy', 'Dorothy', '602-321-0164', 'eyJ', 'sid=abc', 'ref-1234'])
      expect(text).not.toContain(personal);
  });
});
