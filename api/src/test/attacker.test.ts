/**
 * The attacker's checklist, api side: forged, altered and expired tokens are refused; every
 * session-scoped call aimed at another session's things is refused and changes nothing; lead floods
 * meet the rate limit and the captcha; personal data never reaches the logs.
 */
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { UNAUTHORIZED_SESSION } from 'shared-contracts';
import { allEndpoints, pathParamNames } from 'shared-contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { honoPaths } from '../http/routes';
import { createTestApi, SAMPLE, type TestApi } from './harness';
import { createVictim, sessionSnapshot, VICTIM_PERSON, type Victim } from './victim';

let api: TestApi;
let victim: Victim;
let before: Record<string, string>;
beforeAll(async () => {
  api = await createTestApi();
  victim = await createVictim(api);
  before = await sessionSnapshot(api.db, victim.sessionId);
});
afterAll(() => api.close());

const readVictimSession = (token: string) =>
  api.request('GET', `/consumer/session/${victim.referenceId}`, { token });

/** The api's own signing key (generated at first start and kept in the database). */
const realSecret = async () => {
  const [row] = await api.db.query<{ value: string }>(`select value from app_secrets where name = 'jwt'`);
  return new Uint8Array(Buffer.from(row!.value, 'base64url'));
};

describe('tokens', () => {
  const claims = () => decodeJwt(victim.token) as { iss: string; aud: string; sub: string; exp: number };
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it("reads the victim's session with the victim's own token (the control for the refusals below)", async () => {
    expect((await readVictimSession(victim.token)).status).toBe(200);
  });

  /** A token with the victim's claims, signed as asked (exp `null`: none at all). */
  const signed = async ({
    alg = 'HS256',
    exp = inAnHour(),
    key,
  }: {
    alg?: string;
    exp?: number | null;
    key: () => Promise<Uint8Array>;
  }) => {
    const jwt = new SignJWT({})
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setSubject(claims().sub)
      .setIssuer(claims().iss)
      .setAudience(claims().aud);
    if (exp !== null) jwt.setExpirationTime(exp);
    return jwt.sign(await key());
  };
  const guessedSecret = async () => new TextEncoder().encode('a-guessed-secret-a-guessed-secret');

  it.each([
    [
      'alg none',
      async () =>
        new UnsecuredJWT({})
          .setSubject(claims().sub)
          .setIssuer(claims().iss)
          .setAudience(claims().aud)
          .setExpirationTime(inAnHour())
          .encode(),
    ],
    ['a wrong key', () => signed({ key: guessedSecret })],
    [
      "another session's token with the victim's sub (signature kept)",
      async () => {
        const [header, payload, signature] = (await api.newSession()).token.split('.');
        const changed = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: claims().sub };
        return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
      },
    ],
    ['a past exp (right key)', () => signed({ exp: Math.floor(Date.now() / 1000) - 1, key: realSecret })],
    ['no exp at all (right key)', () => signed({ exp: null, key: realSecret })],
    ['HS512 instead of HS256 (right key)', () => signed({ alg: 'HS512', key: realSecret })],
  ])('refuses a token with %s: 401, nothing changed', async (_, forge) => {
    const token = await forge();
    const read = await readVictimSession(token);
    expect(read.status).toBe(401);
    expect(read.body).toEqual({ message: UNAUTHORIZED_SESSION });
    const write = await api.request('POST', '/consumer/session/benefits', {
      token,
      body: { updatedBy: 'attacker', benefitList: [] },
    });
    expect(write.status).toBe(401);
    expect(await sessionSnapshot(api.db, victim.sessionId)).toEqual(before);
  });

  it("refuses the victim's own token once it has expired", async () => {
    api.setNow(new Date(claims().exp * 1000 + 1000));
    try {
      expect((await readVictimSession(victim.token)).status).toBe(401);
    } finally {
      api.setNow(null);
    }
  });
});

/**
 * The session-scoped calls that name a thing of a session (in the path or the body), aimed at the
 * victim's, with the status each must answer another session's token.
 */
const aimedAtVictim = (
  v: Victim,
): Record<string, { params?: Record<string, string>; body?: unknown; status: number }> => ({
  'session.detail': { params: { referenceId: v.referenceId }, status: 404 },
  'drugs.deleteDosage': { params: { recordId: v.dosageRecordId }, status: 404 },
  'pharmacies.remove': { params: { pharmacyRecordID: v.pharmacyRecordId }, status: 404 },
  'providers.remove': { params: { uuid: v.providerUuid }, status: 404 },
  'providers.update': {
    params: { uuid: v.providerUuid },
    body: { uuid: v.providerUuid, isPcp: true, year: 2027, updated_by: 'attacker' },
    status: 404,
  },
  'sessionLocations.remove': { params: { id: v.locationId }, status: 404 },
  'sessionLocations.update': {
    body: { id: v.locationId, updatedBy: 'attacker', providers: [] },
    status: 404,
  },
  'leads.update': { body: { usedWebsiteInitiatedDial: true }, status: 404 },
  'marketing.activeCampaign': {
    body: {
      enrollmentStartDate: '2024-01-01',
      missedInitialEnrollmentPeriod: true,
      websiteReferenceId: v.referenceId,
      tags: ['attacker'],
    },
    status: 403,
  },
});
/** Calls with a token whose path parameters name shared reference data (a drug, plan, carrier, partner), nothing of a session. */
const REFERENCE_DATA_PARAMS = new Set([
  'drugs.detail',
  'plans.detail',
  'medsupp.plan',
  'medsupp.offering',
  'medsupp.enroll',
  'partners.detail',
  // A pharmacy of the catalogue, the same for every session (the session's chosen ones are its list).
  'pharmacies.detail',
]);

/**
 * Calls whose isolation is proven in their own feature's tests (another session, account or meeting
 * answers 404 and nothing changes): e-sign documents and scope-of-appointment records
 * (esign.test.ts, scope-of-appointment.test.ts), member accounts (member-accounts.test.ts) and meetings
 * (scheduling.test.ts). Agent-tool calls take an agent api token, not a visitor's.
 */
const ISOLATION_TESTED_IN_FEATURE = new Set([
  'esign.document',
  'esign.consent',
  'esign.sign',
  'esign.signedPdf',
  'member.account',
  'member.updateAccount',
  'member.opportunity',
  'member.anoc',
  'member.issueLink',
  'scheduling.detail',
  'scheduling.reschedule',
  'scheduling.cancel',
  'scheduling.confirmAttendance',
  'scheduling.calendar',
  'scopeOfAppointment.detail',
  'scopeOfAppointment.update',
  'scopeOfAppointment.agentDetail',
]);

describe("another session's things", () => {
  it('are named by no session-scoped call left out of this checklist', () => {
    const aimed = aimedAtVictim(victim);
    const unclassified = allEndpoints()
      .filter(({ endpoint }) => endpoint.auth !== 'none' && pathParamNames(endpoint.path).length > 0)
      .map(({ name }) => name)
      .filter(
        (name) =>
          !(name in aimed) && !REFERENCE_DATA_PARAMS.has(name) && !ISOLATION_TESTED_IN_FEATURE.has(name),
      );
    expect(unclassified).toEqual([]);
  });

  it("are refused to every other token, and the victim's rows stay as they were", async () => {
    const attacker = await api.newSession({ zip: SAMPLE.zip });
    const endpoints = new Map(allEndpoints().map(({ name, endpoint }) => [name, endpoint]));
    for (const [name, aim] of Object.entries(aimedAtVictim(victim))) {
      const endpoint = endpoints.get(name)!;
      const path = honoPaths(endpoint)[0]!.replace(/:([A-Za-z_]+)/g, (_, p: string) =>
        encodeURIComponent(aim.params![p]!),
      );
      const res = await api.request(endpoint.method.toUpperCase(), path, {
        token: attacker.token,
        ...(aim.body !== undefined ? { body: aim.body } : {}),
      });
      expect(res.status, `${name} ${path}`).toBe(aim.status);
    }
    expect(await sessionSnapshot(api.db, victim.sessionId)).toEqual(before);
    // The victim's things are all still there and still the victim's.
    const own = await readVictimSession(victim.token);
    expect(own.body.dosages.map((d: { dosageRecordID: string }) => d.dosageRecordID)).toEqual([
      victim.dosageRecordId,
    ]);
    expect(own.body.providers.map((p: { uuid: string }) => p.uuid)).toEqual([victim.providerUuid]);
  });
});

describe('lead floods', () => {
  /** An instance with a low lead limit behind a proxy; the counts are in the database, per client. */
  let limited: ReturnType<typeof createApp>;
  beforeAll(() => {
    limited = createApp({ ...api.deps, config: { ...api.deps.config, leadRateLimit: 3, trustProxy: true } });
  });
  const post = (token: string, client: string, recaptchaToken: string) =>
    limited.request('/consumer/leads', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': client,
      },
      body: JSON.stringify({
        firstName: 'Flood',
        lastName: 'Visitor',
        emailAddress: 'flood@example.com',
        phoneNumber: '6025550111',
        zip: SAMPLE.zip,
        recaptchaToken,
      }),
    });
  const storedLeads = async (tokens: string[]) => {
    const ids = tokens.map((t) => decodeJwt(t).sub!);
    const [row] = await api.db.query<{ n: number }>(
      'select count(*)::int as n from leads where session_id = any($1::uuid[])',
      [ids],
    );
    return row!.n;
  };

  it('meet the rate limit (429) from one client, whatever sessions it uses', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => api.newSession()));
    const statuses = [];
    for (const s of sessions) statuses.push((await post(s.token, '198.51.100.77', 'pass')).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await storedLeads(sessions.map((s) => s.token))).toBe(3);
  });

  it('with a refused captcha store nothing, and meet the limit too', async () => {
    const sessions = await Promise.all(Array.from({ length: 4 }, () => api.newSession()));
    const statuses = [];
    for (const s of sessions) statuses.push((await post(s.token, '198.51.100.78', 'bot-token')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(await storedLeads(sessions.map((s) => s.token))).toBe(0);
  });
});

describe('logs', () => {
  it('never hold the personal data posted in this file (names, e-mail, phone, birth date, Medicare id)', async () => {
    // An invalid post too: validation messages must not quote the values either.
    await api.request('POST', '/consumer/leads', {
      token: victim.token,
      body: {
        ...VICTIM_PERSON,
        emailAddress: `${VICTIM_PERSON.firstName}@`,
        zip: SAMPLE.zip,
        recaptchaToken: 'pass',
      },
    });
    const log = api.logger.lines.join('\n');
    expect(log).toContain('"event":"lead.stored"');
    const phoneDigits = VICTIM_PERSON.phoneNumber;
    const needles = [
      VICTIM_PERSON.firstName,
      VICTIM_PERSON.lastName,
      VICTIM_PERSON.emailAddress,
      phoneDigits,
      `${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}`,
      VICTIM_PERSON.dateOfBirth,
      VICTIM_PERSON.medicareId,
    ];
    for (const needle of needles) expect(log.toLowerCase(), needle).not.toContain(needle.toLowerCase());
  });
});
