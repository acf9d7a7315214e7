import {
  anocSchema,
  MEMBER_MESSAGES,
  memberAccessSchema,
  memberAccountSchema,
  memberLinkSchema,
  opportunitySchema,
  plansResponseSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApi,
  SAMPLE,
  TEST_AGENT_TOKEN,
  TEST_PARTNER_TOKEN,
  type TestApi,
} from '../../test/harness';
import { SAMPLE_AGENTS } from '../agents/public';
import { SAMPLE_MEMBERS } from './seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const [evelyn, walter] = SAMPLE_MEMBERS as [(typeof SAMPLE_MEMBERS)[number], (typeof SAMPLE_MEMBERS)[number]];

const issueLink = async (accountId: string, days = 14) => {
  const res = await api.request('POST', `/agents/tools/member-accounts/${accountId}/links`, {
    token: TEST_AGENT_TOKEN,
    body: { days },
  });
  expect(res.status).toBe(201);
  return memberLinkSchema.parse(res.body);
};

const memberToken = async (accountId: string) => {
  const { link } = await issueLink(accountId);
  const res = await api.request('POST', '/consumer/member/session', { body: { link } });
  expect(res.status).toBe(201);
  return memberAccessSchema.parse(res.body).accessToken;
};

const account = (token: string | null, accountId: string) =>
  api.request('GET', `/consumer/member/accounts/${accountId}`, { token });

describe('member links', () => {
  it('an agent tool issues a link that the browser exchanges for a member token', async () => {
    const link = await issueLink(evelyn.id);
    expect(link.path).toMatch(new RegExp(`^/member/${evelyn.id}/opp/[A-Za-z0-9_-]{22}/#link=`));
    const res = await api.request('POST', '/consumer/member/session', { body: { link: link.link } });
    expect(res.status).toBe(201);
    expect(memberAccessSchema.parse(res.body).accountId).toBe(evelyn.id);
    const [row] = await api.db.query<{ issued_by: string; last_used_at: Date | null }>(
      'select issued_by, last_used_at from member_links where account_id = $1 order by created_at desc limit 1',
      [evelyn.id],
    );
    expect(row?.issued_by).toMatch(/^agent-api:[0-9a-f]{12}$/);
    expect(row?.last_used_at).not.toBeNull();
  });

  it('refuses an expired, revoked, forged or wrong-kind link with 401 and a body without one with 400', async () => {
    const expiring = await issueLink(evelyn.id, 1);
    api.setNow(new Date(Date.now() + 2 * 86_400_000));
    try {
      const expired = await api.request('POST', '/consumer/member/session', {
        body: { link: expiring.link },
      });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(MEMBER_MESSAGES.linkInvalid);
    } finally {
      api.setNow(null);
    }
    const revoked = await issueLink(evelyn.id);
    await api.db.query('update member_links set revoked_at = now() where account_id = $1', [evelyn.id]);
    const session = await api.newSession();
    for (const link of [
      revoked.link,
      `${revoked.link}x`,
      'garbage',
      session.token,
      await memberToken(walter.id),
    ]) {
      expect((await api.request('POST', '/consumer/member/session', { body: { link } })).status).toBe(401);
    }
    for (const body of [{}, { link: '' }, { link: 5 }]) {
      expect((await api.request('POST', '/consumer/member/session', { body })).status).toBe(400);
    }
  });

  it('issuing answers 401 without an agent token, 400 for a bad duration, 404 for an unknown account', async () => {
    const session = await api.newSession();
    for (const token of [null, session.token, TEST_PARTNER_TOKEN, `${TEST_AGENT_TOKEN}x`]) {
      const res = await api.request('POST', `/agents/tools/member-accounts/${evelyn.id}/links`, {
        token,
        body: {},
      });
      expect(res.status).toBe(401);
    }
    for (const days of [0, 31, 'week']) {
      const res = await api.request('POST', `/agents/tools/member-accounts/${evelyn.id}/links`, {
        token: TEST_AGENT_TOKEN,
        body: { days },
      });
      expect(res.status).toBe(400);
    }
    const unknown = await api.request('POST', `/agents/tools/member-accounts/${crypto.randomUUID()}/links`, {
      token: TEST_AGENT_TOKEN,
      body: {},
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /consumer/member/session/renewal (the time limit, WCAG 2.2.1)', () => {
  it('gives the holder of a member token a new one for the same account, running from now', async () => {
    const token = await memberToken(evelyn.id);
    api.setNow(new Date(Date.now() + 3_600_000));
    try {
      const res = await api.request('POST', '/consumer/member/session/renewal', { token });
      expect(res.status).toBe(200);
      const renewed = memberAccessSchema.parse(res.body);
      expect(renewed.accountId).toBe(evelyn.id);
      expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now() + 24 * 3_600_000);
      expect((await account(renewed.accessToken, evelyn.id)).status).toBe(200);
    } finally {
      api.setNow(null);
    }
  });

  it('answers 401 without a member token', async () => {
    const session = await api.newSession();
    for (const token of [null, session.token]) {
      expect((await api.request('POST', '/consumer/member/session/renewal', { token })).status).toBe(401);
    }
  });
});

describe('GET and PATCH /consumer/member/accounts/{accountId}', () => {
  it("returns the member's own account with agent, current plan, time zone and opportunities", async () => {
    const token = await memberToken(evelyn.id);
    const res = await account(token, evelyn.id);
    expect(res.status).toBe(200);
    const body = memberAccountSchema.parse(res.body);
    expect(body).toMatchObject({
      accountId: evelyn.id,
      firstName: 'Evelyn',
      zip: '85004',
      countyName: 'Maricopa',
      timeZone: 'America/Phoenix',
      assignedAgent: { agentUuid: SAMPLE_AGENTS[0].uuid },
      currentPlan: { year: 2026, planType: 4 },
    });
    expect(body.opportunities).toHaveLength(1);
  });

  it("answers 404 for any other account's id, 401 without a member token, 400 for a malformed id", async () => {
    const token = await memberToken(evelyn.id);
    for (const other of [walter.id, crypto.randomUUID()]) {
      const res = await account(token, other);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Walter');
    }
    const session = await api.newSession();
    const { link } = await issueLink(evelyn.id);
    for (const t of [null, 'garbage', session.token, link, TEST_AGENT_TOKEN]) {
      expect((await account(t, evelyn.id)).status).toBe(401);
    }
    expect((await account(token, 'not-a-uuid')).status).toBe(400);
  });

  it('edits "Your Information"; a ZIP change moves the county', async () => {
    const token = await memberToken(walter.id);
    const res = await api.request('PATCH', `/consumer/member/accounts/${walter.id}`, {
      token,
      body: { phoneNumber: '(305) 321-0199', zip: SAMPLE.multiCountyZip, fips: '04013' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phoneNumber: '(305) 321-0199', zip: '85142', fips: '04013' });
    await api.request('PATCH', `/consumer/member/accounts/${walter.id}`, {
      token,
      body: { zip: walter.zip, fips: walter.fips },
    });
  });

  it.each([
    [{}, ''],
    [{ emailAddress: 'walter@' }, 'emailAddress'],
    [{ phoneNumber: '555-555-5555' }, 'phoneNumber'],
    [{ firstName: ' ' }, 'firstName'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    [{ fips: '04013' }, 'zip'],
    [{ zip: SAMPLE.zip, fips: '12086' }, 'fips'],
  ])('answers 400 for %j', async (body, path) => {
    const token = await memberToken(walter.id);
    const res = await api.request('PATCH', `/consumer/member/accounts/${walter.id}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("another member's edit answers 404 and changes nothing; 401 without a token", async () => {
    const token = await memberToken(evelyn.id);
    const before = (await account(await memberToken(walter.id), walter.id)).body;
    const res = await api.request('PATCH', `/consumer/member/accounts/${walter.id}`, {
      token,
      body: { firstName: 'Mallory' },
    });
    expect(res.status).toBe(404);
    expect(
      (await api.request('PATCH', `/consumer/member/accounts/${walter.id}`, { body: { firstName: 'X' } }))
        .status,
    ).toBe(401);
    expect((await account(await memberToken(walter.id), walter.id)).body).toEqual(before);
  });
});

describe('GET /consumer/member/accounts/{accountId}/opportunities/{websiteReferenceId}', () => {
  it("gives the opportunity's session token; a meeting booked with it belongs to the member", async () => {
    const token = await memberToken(evelyn.id);
    const [opp] = memberAccountSchema.parse((await account(token, evelyn.id)).body).opportunities;
    const path = `/consumer/member/accounts/${evelyn.id}/opportunities/${opp?.websiteReferenceId}`;
    const res = await api.request('GET', path, { token });
    expect(res.status).toBe(200);
    const body = opportunitySchema.parse(res.body);
    expect(body.meeting).toBeNull();
    const session = await api.request('GET', `/consumer/session/${opp?.websiteReferenceId}`, {
      token: body.sessionAccess.accessToken,
    });
    expect(session.status).toBe(200);
    expect(session.body.accountId).toBe(evelyn.id);

    // The member's own session books: the contact comes from the account (no lead needed).
    const slots = await api.request('GET', '/scheduling/slots', {
      token: body.sessionAccess.accessToken,
      query: { days: '5', agentUuid: SAMPLE_AGENTS[0].uuid },
    });
    const startsAt = slots.body.days[0].slots[0].startsAt;
    const booked = await api.request('POST', '/scheduling/meetings', {
      token: body.sessionAccess.accessToken,
      body: { agentUuid: SAMPLE_AGENTS[0].uuid, startsAt, kind: 'phone' },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.meeting.contact).toEqual({
      firstName: 'Evelyn',
      lastName: 'Sample',
      phoneNumber: evelyn.phone,
    });
    const after = opportunitySchema.parse((await api.request('GET', path, { token })).body);
    expect(after.meeting?.meetingId).toBe(booked.body.meeting.meetingId);
    const meetingPath = `/scheduling/meetings/${booked.body.meeting.meetingId}`;
    expect((await api.request('GET', meetingPath, { token })).status).toBe(200);
    expect((await api.request('GET', meetingPath, { token: await memberToken(walter.id) })).status).toBe(404);
  });

  it("answers 404 for another account's opportunity, 400 for a malformed reference id, 401 without a token", async () => {
    const token = await memberToken(evelyn.id);
    const walterToken = await memberToken(walter.id);
    const [walterOpp] = memberAccountSchema.parse((await account(walterToken, walter.id)).body).opportunities;
    const [mine] = memberAccountSchema.parse((await account(token, evelyn.id)).body).opportunities;
    const cross = await api.request(
      'GET',
      `/consumer/member/accounts/${evelyn.id}/opportunities/${walterOpp?.websiteReferenceId}`,
      { token },
    );
    expect(cross.status).toBe(404);
    const crossAccount = await api.request(
      'GET',
      `/consumer/member/accounts/${walter.id}/opportunities/${walterOpp?.websiteReferenceId}`,
      { token },
    );
    expect(crossAccount.status).toBe(404);
    const bad = await api.request('GET', `/consumer/member/accounts/${evelyn.id}/opportunities/short`, {
      token,
    });
    expect(bad.status).toBe(400);
    const none = await api.request(
      'GET',
      `/consumer/member/accounts/${evelyn.id}/opportunities/${mine?.websiteReferenceId}`,
    );
    expect(none.status).toBe(401);
  });
});

describe('GET /consumer/member/accounts/{accountId}/anoc', () => {
  it("compares the member's plan this year with the same plan next year, as the plans service shows them", async () => {
    const token = await memberToken(evelyn.id);
    const res = await api.request('GET', `/consumer/member/accounts/${evelyn.id}/anoc`, { token });
    expect(res.status).toBe(200);
    const anoc = anocSchema.parse(res.body);
    expect(anoc).toMatchObject({ thisYear: 2026, nextYear: 2027, sample: true });
    const session = await api.newSession({ zip: evelyn.zip, fips: evelyn.fips });
    for (const year of [anoc.thisYear, anoc.nextYear]) {
      const plans = await api.request('GET', '/consumer/plans', {
        token: session.token,
        query: { zip: evelyn.zip, fips: evelyn.fips, year: String(year), planTypes: 'MAPD' },
      });
      const plan = plansResponseSchema.parse(plans.body).cntr.medicarePlans.find((p) => p.id === anoc.planId);
      expect(plan?.monthlyPremium, String(year)).toBe(
        year === anoc.thisYear ? anoc.monthlyPremium.thisYear : anoc.monthlyPremium.nextYear,
      );
    }
    const premiumChange = anoc.changes.find((c) => c.category === 'premium');
    expect(premiumChange !== undefined).toBe(anoc.monthlyPremium.thisYear !== anoc.monthlyPremium.nextYear);
    for (const change of anoc.changes) expect(change.thisYear).not.toBe(change.nextYear);
  });

  it("words the changes in the request's language", async () => {
    const token = await memberToken(evelyn.id);
    const path = `/consumer/member/accounts/${evelyn.id}/anoc`;
    const english = anocSchema.parse((await api.request('GET', path, { token })).body);
    const res = await api.request('GET', path, { token, headers: { 'Accept-Language': 'es' } });
    expect(res.headers.get('Vary')).toMatch(/Accept-Language/);
    const spanish = anocSchema.parse(res.body);
    expect(spanish.changes.map((c) => c.category)).toEqual(english.changes.map((c) => c.category));
    const tiers = spanish.changes.filter((c) => c.category === 'drugTier');
    expect(tiers.length).toBeGreaterThan(0);
    for (const change of tiers) expect(change.label).toMatch(/^Nivel \d+ (en una farmacia|por pedido)/);
    const premium = spanish.changes.find((c) => c.category === 'premium');
    if (premium) expect(premium.label).toBe('Prima mensual del plan');
    for (const change of spanish.changes)
      expect(`${change.label} ${change.thisYear} ${change.nextYear}`).not.toMatch(
        /Tier|coinsurance|pharmacy/,
      );
  });

  it("prices the member's drugs on the plan both years with the Part D engine", async () => {
    const token = await memberToken(evelyn.id);
    const [opp] = memberAccountSchema.parse((await account(token, evelyn.id)).body).opportunities;
    const oppBody = opportunitySchema.parse(
      (
        await api.request(
          'GET',
          `/consumer/member/accounts/${evelyn.id}/opportunities/${opp?.websiteReferenceId}`,
          { token },
        )
      ).body,
    );
    const sessionToken = oppBody.sessionAccess.accessToken;
    const search = await api.request('GET', '/consumer/drugs', {
      token: sessionToken,
      query: { name: 'atorvastatin' },
    });
    const drugId = search.body.cntr[0].id;
    const drug = await api.request('GET', `/consumer/drugs/${drugId}`, { token: sessionToken });
    const ndc = drug.body.cntr.dosages[0].ndc;
    const added = await api.request('POST', '/consumer/session/dosages', {
      token: sessionToken,
      body: { ndc, quantity: 30, updatedBy: 'consumer' },
    });
    expect(added.status).toBe(201);
    const anoc = anocSchema.parse(
      (
        await api.request('GET', `/consumer/member/accounts/${evelyn.id}/anoc`, {
          token,
          query: { websiteReferenceId: opp?.websiteReferenceId as string },
        })
      ).body,
    );
    expect(anoc.drugs).toHaveLength(1);
    expect(anoc.estimatedAnnualDrugCost.thisYear).toBe(anoc.drugs[0]?.annualCostThisYear);
    expect(anoc.estimatedAnnualDrugCost.nextYear).toBe(anoc.drugs[0]?.annualCostNextYear);
  });

  it('answers 404 for another account, 400 for a malformed reference id, 401 without a token', async () => {
    const token = await memberToken(evelyn.id);
    expect((await api.request('GET', `/consumer/member/accounts/${walter.id}/anoc`, { token })).status).toBe(
      404,
    );
    const bad = await api.request('GET', `/consumer/member/accounts/${evelyn.id}/anoc`, {
      token,
      query: { websiteReferenceId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((await api.request('GET', `/consumer/member/accounts/${evelyn.id}/anoc`)).status).toBe(401);
  });
});

describe('POST /agents/tools/member-accounts (agent tools)', () => {
  const person = { firstName: 'Ruth', lastName: 'Example', zip: SAMPLE.zip, planYear: 2027 };

  it("opens an account with the person's session as its opportunity; that session cannot be taken twice", async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const res = await api.request('POST', '/agents/tools/member-accounts', {
      token: TEST_AGENT_TOKEN,
      body: { ...person, websiteReferenceId: s.referenceId, agentUuid: SAMPLE_AGENTS[1].uuid },
    });
    expect(res.status).toBe(201);
    const created = memberAccountSchema.parse(res.body);
    expect(created.opportunities.map((o) => o.websiteReferenceId)).toEqual([s.referenceId]);
    expect(created.assignedAgent?.agentUuid).toBe(SAMPLE_AGENTS[1].uuid);
    const again = await api.request('POST', '/agents/tools/member-accounts', {
      token: TEST_AGENT_TOKEN,
      body: { ...person, websiteReferenceId: s.referenceId },
    });
    expect(again.status).toBe(409);
    const fresh = await api.request('POST', '/agents/tools/member-accounts', {
      token: TEST_AGENT_TOKEN,
      body: person,
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.opportunities).toHaveLength(1);
  });

  it.each([
    [{ zip: '1' }, 'zip'],
    [{ zip: SAMPLE.unknownZip }, 'zip'],
    [{ firstName: '' }, 'firstName'],
    [{ planYear: 1999 }, 'planYear'],
    [{ agentUuid: crypto.randomUUID() }, 'agentUuid'],
    [{ currentPlan: { planId: 'H0000-000', year: 2026 } }, 'currentPlan.planId'],
    [{ websiteReferenceId: 'A'.repeat(22) }, 'websiteReferenceId'],
  ])('answers 400 for %j', async (patch, path) => {
    const res = await api.request('POST', '/agents/tools/member-accounts', {
      token: TEST_AGENT_TOKEN,
      body: { ...person, ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 401 without an agent token', async () => {
    const s = await api.newSession();
    for (const token of [null, s.token, TEST_PARTNER_TOKEN]) {
      expect(
        (await api.request('POST', '/agents/tools/member-accounts', { token, body: person })).status,
      ).toBe(401);
    }
  });
});
