import { sessionResponseSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';
import { SAMPLE_AGENTS } from '../agents/public';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /consumer/session', () => {
  it('creates a session with a JWT carrying the session id and exp, and an unguessable reference id', async () => {
    const res = await api.request('POST', '/consumer/session', {
      body: { zip: SAMPLE.zip, fips: SAMPLE.fips, landing_url: 'https://example.test/?utm_source=x' },
    });
    expect(res.status).toBe(201);
    expect(res.body.websiteReferenceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [, payload] = res.body.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(typeof claims.sub).toBe('string');
    expect(claims.exp).toBe(Math.floor(new Date(res.body.expiresAt).getTime() / 1000));
    const other = await api.newSession();
    expect(other.referenceId).not.toBe(res.body.websiteReferenceId);
  });

  it('works without a location (the ZIP modal comes later)', async () => {
    const res = await api.request('POST', '/consumer/session', { body: {} });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ zip: '8500' }, 'zip'],
    [{ zip: SAMPLE.unknownZip }, 'zip'],
    [{ zip: SAMPLE.zip, fips: '06037' }, 'fips'],
    [{ fips: SAMPLE.fips }, 'zip'],
    [{ external_uuid: 'not-a-uuid' }, 'external_uuid'],
    [[1, 2], ''],
  ])('answers 400 with the field for %j', async (body, path) => {
    const res = await api.request('POST', '/consumer/session', { body });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await api.request('POST', '/consumer/session', {
      rawBody: '{"zip":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });
});

describe('GET /consumer/session/{reference id}', () => {
  it("returns the token's own session with a renewed token", async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const res = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(res.status).toBe(200);
    const body = sessionResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      websiteReferenceId: s.referenceId,
      connectureSessionId: s.connectureSessionId,
      zip: SAMPLE.zip,
      fips: SAMPLE.fips,
      countyName: 'Maricopa',
      assignedAgent: null,
      dosages: [],
      providers: [],
      pharmacies: [],
      benefits: [],
      extraHelp: null,
    });
    const renewed = await api.request('GET', `/consumer/session/${s.referenceId}`, {
      token: body.accessData.accessToken,
    });
    expect(renewed.status).toBe(200);
  });

  it('answers 401 Unauthorized Session without, with a bad, or with a forged token', async () => {
    const s = await api.newSession();
    const path = `/consumer/session/${s.referenceId}`;
    for (const token of [null, 'garbage', `${s.token.slice(0, -3)}abc`]) {
      const res = await api.request('GET', path, { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized Session' });
    }
    const forged = await api.request('GET', path, { headers: { authorization: `Basic ${s.token}` } });
    expect(forged.status).toBe(401);
  });

  it('answers 400 for a malformed reference id and 404 for another session', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    expect((await api.request('GET', '/consumer/session/short', { token: a.token })).status).toBe(400);
    const cross = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: a.token });
    expect(cross.status).toBe(404);
  });
});

describe('token expiry', () => {
  it('answers 401 once the token has expired', async () => {
    const start = new Date();
    api.setNow(start);
    try {
      const s = await api.newSession();
      const path = `/consumer/session/${s.referenceId}`;
      const ttl = api.deps.config.sessionTokenTtlSeconds;
      api.setNow(new Date(start.getTime() + (ttl - 1) * 1000));
      expect((await api.request('GET', path, { token: s.token })).status).toBe(200);
      api.setNow(new Date(start.getTime() + (ttl + 1) * 1000));
      const res = await api.request('GET', path, { token: s.token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unauthorized Session');
    } finally {
      api.setNow(null);
    }
  });
});

describe('PATCH /consumer/session', () => {
  it('updates year, location, landing url and agent; returns external_uuid', async () => {
    const externalUuid = crypto.randomUUID();
    const s = await api.newSession({ external_uuid: externalUuid });
    const agent = SAMPLE_AGENTS[0];
    const res = await api.request('PATCH', '/consumer/session', {
      token: s.token,
      body: { year: 2027, zip: SAMPLE.multiCountyZip, landing_url: '/plans/', agentUuid: agent.uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ external_uuid: externalUuid });
    const view = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(view.body).toMatchObject({
      year: 2027,
      zip: SAMPLE.multiCountyZip,
      fips: '04021',
      countyName: 'Pinal',
      landing_url: '/plans/',
      assignedAgent: { agentUuid: agent.uuid, firstName: agent.firstName, lastName: agent.lastName },
    });
    await api.request('PATCH', '/consumer/session', {
      token: s.token,
      body: { zip: SAMPLE.multiCountyZip, fips: '04013', agentUuid: null },
    });
    const again = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(again.body).toMatchObject({ fips: '04013', countyName: 'Maricopa', assignedAgent: null });
  });

  it.each([
    [{}, ''],
    [{ unknownField: 1 }, ''],
    [{ year: 1999 }, 'year'],
    [{ year: '2027' }, 'year'],
    [{ zip: SAMPLE.unknownZip }, 'zip'],
    [{ zip: SAMPLE.zip, fips: '04021' }, 'fips'],
    [{ agentUuid: crypto.randomUUID() }, 'agentUuid'],
  ])('answers 400 for %j', async (body, path) => {
    const s = await api.newSession();
    const res = await api.request('PATCH', '/consumer/session', { token: s.token, body });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 401 without a token', async () => {
    expect((await api.request('PATCH', '/consumer/session', { body: { year: 2027 } })).status).toBe(401);
  });

  it('changes only the own session', async () => {
    const a = await api.newSession({ zip: SAMPLE.zip });
    const b = await api.newSession({ zip: SAMPLE.zip });
    await api.request('PATCH', '/consumer/session', {
      token: a.token,
      body: { zip: SAMPLE.secondaryZip, year: 2027 },
    });
    const viewB = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: b.token });
    expect(viewB.body).toMatchObject({ zip: SAMPLE.zip, year: null });
  });
});

describe('POST /consumer/session/benefits', () => {
  it("stores the list without empty and 'Not important' values, replacing the previous one", async () => {
    const s = await api.newSession();
    const res = await api.request('POST', '/consumer/session/benefits', {
      token: s.token,
      body: {
        updatedBy: 'consumer',
        benefitList: [
          { name: 'hearingAidCoverage', value: 'Very important' },
          { name: 'visionAidCoverage', value: '' },
          { name: 'additionalDentalServices', value: 'Not important' },
          { name: 'fitnessProgram', value: 'Silver Sneakers' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.benefits).toEqual([
      { name: 'fitnessProgram', value: 'Silver Sneakers' },
      { name: 'hearingAidCoverage', value: 'Very important' },
    ]);
    await api.request('POST', '/consumer/session/benefits', {
      token: s.token,
      body: { updatedBy: 'consumer', benefitList: [{ name: 'telemedicine', value: 'Somewhat important' }] },
    });
    const view = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(view.body.benefits).toEqual([{ name: 'telemedicine', value: 'Somewhat important' }]);
  });

  it.each([
    [{ benefitList: [] }, 'updatedBy'],
    [
      { updatedBy: 'consumer', benefitList: [{ name: 'jetpack', value: 'Very important' }] },
      'benefitList.0.name',
    ],
    [
      { updatedBy: 'consumer', benefitList: [{ name: 'telemedicine', value: 'Silver Sneakers' }] },
      'benefitList.0.value',
    ],
    [{ updatedBy: 'consumer', benefitList: 'all' }, 'benefitList'],
  ])('answers 400 for %j', async (body, path) => {
    const s = await api.newSession();
    const res = await api.request('POST', '/consumer/session/benefits', { token: s.token, body });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 401 without a token and keeps sessions apart', async () => {
    const body = { updatedBy: 'consumer', benefitList: [{ name: 'telemedicine', value: 'Very important' }] };
    expect((await api.request('POST', '/consumer/session/benefits', { body })).status).toBe(401);
    const a = await api.newSession();
    const b = await api.newSession();
    await api.request('POST', '/consumer/session/benefits', { token: a.token, body });
    const viewB = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: b.token });
    expect(viewB.body.benefits).toEqual([]);
  });
});

describe('PUT /consumer/session/extra-help', () => {
  it('stores the answer, shows it with the session, and replaces it', async () => {
    const s = await api.newSession();
    for (const extraHelp of ['full', 'partial', 'unknown', 'no']) {
      const res = await api.request('PUT', '/consumer/session/extra-help', {
        token: s.token,
        body: { extraHelp },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ extraHelp });
      const view = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
      expect(view.body.extraHelp).toBe(extraHelp);
    }
  });

  it.each([[{ extraHelp: 'yes' }], [{ extraHelp: '' }], [{ extraHelp: null }], [{}]])(
    'answers 400 with the field for %j and keeps the stored answer',
    async (body) => {
      const s = await api.newSession();
      await api.request('PUT', '/consumer/session/extra-help', {
        token: s.token,
        body: { extraHelp: 'full' },
      });
      const res = await api.request('PUT', '/consumer/session/extra-help', { token: s.token, body });
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path: 'extraHelp', message: expect.any(String) });
      const view = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
      expect(view.body.extraHelp).toBe('full');
    },
  );

  it('answers 401 without a token and keeps sessions apart', async () => {
    const body = { extraHelp: 'full' };
    expect((await api.request('PUT', '/consumer/session/extra-help', { body })).status).toBe(401);
    const a = await api.newSession();
    const b = await api.newSession();
    await api.request('PUT', '/consumer/session/extra-help', { token: a.token, body });
    const viewB = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: b.token });
    expect(viewB.body.extraHelp).toBeNull();
  });
});
