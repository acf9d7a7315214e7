import { CAPTCHA_FAILED_MESSAGE, CONNECTED_CALL_CAMPAIGN } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaUnavailableError } from '../../captcha';
import { createTestApi, SAMPLE, sessionIdOf, type TestApi } from '../../test/harness';
import { sampleLead } from '../../test/samples';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const lead = (overrides: Record<string, unknown> = {}) =>
  sampleLead({
    dateOfBirth: '1960-04-12',
    agreeToTerms: true,
    utmSource: 'google',
    utmCampaign: 'aep-2027',
    gclid: 'abc123',
    ...overrides,
  });

const leadRow = async (sessionToken: string) => {
  const [row] = await api.db.query<Record<string, unknown>>(
    'select l.* from leads l join sessions s on s.id = l.session_id where s.id = $1',
    [sessionIdOf(sessionToken)],
  );
  return row;
};

describe('POST /consumer/leads', () => {
  it('verifies the captcha server-side, stores the lead (201), and updates the same lead on a second post (200)', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const first = await api.request('POST', '/consumer/leads', { token: s.token, body: lead() });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ leadId: expect.any(String), created: true });
    expect(api.captcha.received.at(-1)).toEqual({ secret: 'test-secret', response: 'pass' });
    const stored = await leadRow(s.token);
    expect(stored).toMatchObject({
      first_name: 'Dorothy',
      email: 'dorothy.sample@example.com',
      fips: '04013',
      utm_campaign: 'aep-2027',
      attribution: { utmSource: 'google', gclid: 'abc123' },
    });
    const second = await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ firstName: 'Dot', utmCampaign: undefined }),
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ leadId: first.body.leadId, created: false });
    expect(await leadRow(s.token)).toMatchObject({ first_name: 'Dot', utm_campaign: 'aep-2027' });
    const [count] = await api.db.query<{ n: number }>('select count(*)::int as n from leads where id = $1', [
      first.body.leadId,
    ]);
    expect(count?.n).toBe(1);
  });

  it('stores a lead given while booking, without an e-mail address, and keeps an address given before', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const withoutEmail = await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ emailAddress: undefined }),
    });
    expect(withoutEmail.status).toBe(201);
    expect(await leadRow(s.token)).toMatchObject({ first_name: 'Dorothy', email: null });
    await api.request('POST', '/consumer/leads', { token: s.token, body: lead() });
    await api.request('POST', '/consumer/leads', { token: s.token, body: lead({ emailAddress: undefined }) });
    expect(await leadRow(s.token)).toMatchObject({ email: 'dorothy.sample@example.com' });
  });

  it.each(['fail', 'low-score'])(
    'refuses a captcha token the verifier rejects (%s) with 400 and stores nothing',
    async (token) => {
      const s = await api.newSession();
      const res = await api.request('POST', '/consumer/leads', {
        token: s.token,
        body: lead({ recaptchaToken: token }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: CAPTCHA_FAILED_MESSAGE,
        issues: [{ path: 'recaptchaToken', message: CAPTCHA_FAILED_MESSAGE }],
      });
      expect(await leadRow(s.token)).toBeUndefined();
    },
  );

  it.each([
    [{ emailAddress: 'dorothy@' }, 'emailAddress', 'Invalid e-mail'],
    [{ emailAddress: '' }, 'emailAddress', 'Required'],
    [{ phoneNumber: '555-123-4567' }, 'phoneNumber', 'Please enter a valid phone'],
    [{ phoneNumber: '(111) 111-1111' }, 'phoneNumber', 'Please enter a valid phone'],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'Please enter a valid phone'],
    [{ zip: '850' }, 'zip', 'Please enter a valid 5-digit ZIP code'],
    [{ firstName: '  ' }, 'firstName', 'Required'],
    [{ recaptchaToken: '' }, 'recaptchaToken', 'Required'],
    [{ recaptchaToken: undefined }, 'recaptchaToken', undefined],
    [{ dateOfBirth: '04/12/1960' }, 'dateOfBirth', undefined],
    [{ dateOfBirth: '1901-12-31' }, 'dateOfBirth', 'Please enter a valid birth date'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Please enter a date before today'],
    [{ zip: SAMPLE.zip, fips: '06037' }, 'fips', undefined],
    [{ zip: SAMPLE.unknownZip, fips: undefined }, 'zip', undefined],
  ])('answers 400 for %j with the spec message', async (overrides, path, message) => {
    const s = await api.newSession();
    const res = await api.request('POST', '/consumer/leads', { token: s.token, body: lead(overrides) });
    expect(res.status).toBe(400);
    const issue = res.body.issues.find((i: { path: string }) => i.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue.message).toBe(message);
  });

  it('accepts the spec phone forms', async () => {
    for (const phoneNumber of ['6023210164', '602-321-0164', '602 321 0164', '+1 602 321 0164']) {
      const s = await api.newSession();
      const res = await api.request('POST', '/consumer/leads', {
        token: s.token,
        body: lead({ phoneNumber }),
      });
      expect(res.status, phoneNumber).toBe(201);
    }
  });

  it('answers 401 without a token, before the captcha is asked', async () => {
    const before = api.captcha.received.length;
    const res = await api.request('POST', '/consumer/leads', { body: lead() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized Session' });
    expect(api.captcha.received.length).toBe(before);
  });

  it('never writes personal data to the logs', async () => {
    const s = await api.newSession();
    await api.request('POST', '/consumer/leads', { token: s.token, body: lead({ lastName: 'Zyxwvutsrq' }) });
    await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ emailAddress: 'bad@', lastName: 'Zyxwvutsrq' }),
    });
    const logs = api.logger.lines.join('\n');
    expect(logs).toContain('lead.stored');
    for (const secret of ['Zyxwvutsrq', 'dorothy.sample@example.com', '321-0164', '1960-04-12', 'Dorothy']) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('PUT /consumer/leads', () => {
  it('records a website-initiated dial and the connected-call campaign', async () => {
    const s = await api.newSession();
    await api.request('POST', '/consumer/leads', { token: s.token, body: lead() });
    const dial = await api.request('PUT', '/consumer/leads', {
      token: s.token,
      body: { usedWebsiteInitiatedDial: true },
    });
    expect(dial.status).toBe(200);
    expect(dial.body).toMatchObject({ usedWebsiteInitiatedDial: true, utmCampaign: 'aep-2027' });
    const connected = await api.request('PUT', '/consumer/leads', {
      token: s.token,
      body: { utmCampaign: CONNECTED_CALL_CAMPAIGN, customCampaign: CONNECTED_CALL_CAMPAIGN },
    });
    expect(connected.body).toMatchObject({
      usedWebsiteInitiatedDial: true,
      utmCampaign: CONNECTED_CALL_CAMPAIGN,
      customCampaign: CONNECTED_CALL_CAMPAIGN,
    });
  });

  it('answers 404 when the session has no lead, 400 for other bodies, 401 without a token', async () => {
    const s = await api.newSession();
    expect(
      (
        await api.request('PUT', '/consumer/leads', {
          token: s.token,
          body: { usedWebsiteInitiatedDial: true },
        })
      ).status,
    ).toBe(404);
    for (const body of [{ usedWebsiteInitiatedDial: false }, { utmCampaign: 'x' }, {}, 'dial']) {
      expect((await api.request('PUT', '/consumer/leads', { token: s.token, body })).status).toBe(400);
    }
    expect(
      (await api.request('PUT', '/consumer/leads', { body: { usedWebsiteInitiatedDial: true } })).status,
    ).toBe(401);
  });

  it("keeps the partner and campaign a partner page's update names, and answers with them", async () => {
    const s = await api.newSession();
    await api.request('POST', '/consumer/leads', { token: s.token, body: lead() });
    const dial = await api.request('PUT', '/consumer/leads', {
      token: s.token,
      body: { usedWebsiteInitiatedDial: true, partnerId: 'usn', campaignId: 'spring' },
    });
    expect(dial.status).toBe(200);
    expect(dial.body).toMatchObject({
      usedWebsiteInitiatedDial: true,
      partnerId: 'usn',
      campaignId: 'spring',
    });
    expect(await leadRow(s.token)).toMatchObject({ partner_id: 'usn' });
    // A later update without them keeps them.
    const connected = await api.request('PUT', '/consumer/leads', {
      token: s.token,
      body: { utmCampaign: CONNECTED_CALL_CAMPAIGN, customCampaign: CONNECTED_CALL_CAMPAIGN },
    });
    expect(connected.body).toMatchObject({
      usedWebsiteInitiatedDial: true,
      partnerId: 'usn',
      campaignId: 'spring',
    });
  });

  it('answers 400 naming partnerId for an unknown or malformed partner, changing nothing', async () => {
    const s = await api.newSession();
    await api.request('POST', '/consumer/leads', { token: s.token, body: lead() });
    for (const partnerId of ['nobody', 'Bad_Id!']) {
      const res = await api.request('PUT', '/consumer/leads', {
        token: s.token,
        body: { usedWebsiteInitiatedDial: true, partnerId },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain('partnerId');
    }
    expect(await leadRow(s.token)).toMatchObject({ partner_id: null, used_website_initiated_dial: false });
  });

  it("changes only the own session's lead", async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    await api.request('POST', '/consumer/leads', { token: a.token, body: lead() });
    await api.request('POST', '/consumer/leads', { token: b.token, body: lead() });
    await api.request('PUT', '/consumer/leads', { token: a.token, body: { usedWebsiteInitiatedDial: true } });
    expect(await leadRow(b.token)).toMatchObject({
      used_website_initiated_dial: false,
      utm_campaign: 'aep-2027',
    });
  });
});

describe('captcha verifier unavailable', () => {
  it('answers 503 (not 500) and stores nothing', async () => {
    const working = api.deps.captcha;
    api.deps.captcha = async () => {
      throw new CaptchaUnavailableError('siteverify answered 502');
    };
    try {
      const s = await api.newSession();
      const res = await api.request('POST', '/consumer/leads', { token: s.token, body: lead() });
      expect(res.status).toBe(503);
      expect(await leadRow(s.token)).toBeUndefined();
    } finally {
      api.deps.captcha = working;
    }
  });
});

describe('POST /consumer/leads from a partner form', () => {
  it('attributes the lead to the partner; a later post without one keeps it', async () => {
    const s = await api.newSession();
    const res = await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ partnerId: 'usn' }),
    });
    expect(res.status).toBe(201);
    expect(await leadRow(s.token)).toMatchObject({ partner_id: 'usn' });
    await api.request('POST', '/consumer/leads', { token: s.token, body: lead() });
    expect(await leadRow(s.token)).toMatchObject({ partner_id: 'usn' });
  });

  it('answers 400 for an unknown or malformed partner, and stores nothing', async () => {
    const s = await api.newSession();
    for (const partnerId of ['nobody', 'Bad_Id!']) {
      const res = await api.request('POST', '/consumer/leads', { token: s.token, body: lead({ partnerId }) });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain('partnerId');
    }
    expect(await leadRow(s.token)).toBeUndefined();
  });
});

describe('POST /consumer/leads: consent and a missing captcha token', () => {
  it('stores the exact consent text shown, its version and when it was shown', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const permissionToContactText = {
      text: 'By pressing Submit you agree to calls and texts.',
      version: '2026-11-01',
      shownAt: '2026-11-23T19:30:00.000Z',
    };
    const res = await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ permissionToContactText }),
    });
    expect(res.status).toBe(201);
    const stored = await leadRow(s.token);
    expect(stored).toMatchObject({
      consent_text: permissionToContactText.text,
      consent_version: '2026-11-01',
    });
    expect(new Date(String(stored?.consent_shown_at)).toISOString()).toBe(permissionToContactText.shownAt);
  });

  it('stores the language the consent text was shown in with the text', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const permissionToContactText = {
      text: 'Al oprimir "Enviar", usted acepta llamadas y mensajes de texto.',
      version: '2026-11-01',
      shownAt: '2026-11-23T19:30:00.000Z',
      language: 'es',
    };
    const res = await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ permissionToContactText }),
    });
    expect(res.status).toBe(201);
    expect(await leadRow(s.token)).toMatchObject({
      consent_text: permissionToContactText.text,
      consent_language: 'es',
    });
  });

  it('refuses consent without its text or with a shown time that is not a date-time (400 with field errors)', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const res = await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ permissionToContactText: { text: '', version: 'v1', shownAt: 'yesterday' } }),
    });
    expect(res.status).toBe(400);
    const paths = (res.body.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['permissionToContactText.text', 'permissionToContactText.shownAt']),
    );
  });

  it('refuses a lead without a captcha token while verification is on', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const res = await api.request('POST', '/consumer/leads', {
      token: s.token,
      body: lead({ recaptchaToken: undefined }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CAPTCHA_FAILED_MESSAGE);
    expect(await leadRow(s.token)).toBeUndefined();
  });
});
