import { enrollmentResponseSchema, isValidMbi } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';
import { enrollmentBody } from '../../test/samples';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('Medicare Beneficiary Identifier format', () => {
  it('accepts the CMS example and refuses wrong characters', () => {
    expect(isValidMbi('1EG4-TE5-MK73')).toBe(true);
    expect(isValidMbi('1eg4te5mk73')).toBe(true);
    expect(isValidMbi('0EG4-TE5-MK73')).toBe(false);
    expect(isValidMbi('1SG4-TE5-MK73')).toBe(false);
    expect(isValidMbi('1EG4-TE5-MK7')).toBe(false);
    expect(isValidMbi('1EGA-TE5-MK73')).toBe(false);
  });
});

describe('POST /consumer/plans/enrollment', () => {
  it('stores the hand-off and returns the carrier link; the development landing page shows it', async () => {
    const s = await api.newSession();
    const plan = await api.firstPlan(s.token);
    const res = await api.request('POST', '/consumer/plans/enrollment', {
      token: s.token,
      body: enrollmentBody(plan.id, plan.carrierName),
    });
    expect(res.status).toBe(201);
    const { cntr } = enrollmentResponseSchema.parse(res.body);
    expect(cntr.parameters).toEqual({
      handoff: cntr.enrollmentId,
      planId: plan.id,
      effectiveDate: '2027-01-01',
    });
    const url = new URL(cntr.url);
    const landing = await api.request('GET', url.pathname, { query: cntr.parameters });
    expect(landing.status).toBe(200);
    expect(landing.body.handOff).toMatchObject({
      planId: plan.id,
      planName: plan.planName,
      enrollee: { firstName: 'Maria', lastInitial: 'L', zip: SAMPLE.zip },
      medicareId: '****-***-MK73',
    });
    expect(JSON.stringify(landing.body)).not.toContain('Lopez');
    const other = await api.request('GET', url.pathname.replace(/[^/]+$/, 'summit-ridge'), {
      query: cntr.parameters,
    });
    expect(other.status).toBe(404);
    // A browser gets the page as HTML, with the hand-off and without the last name.
    const page = await api.app.request(`${url.pathname}?${new URLSearchParams(cntr.parameters)}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(plan.planName);
    expect(text).toContain('****-***-MK73');
    expect(text).not.toContain('Lopez');
  });

  it.each([
    [{ medicareId: '123-45-6789' }, 'medicareId'],
    [{ planId: 'H9999999999' }, 'planId'],
    [{ carrier: 'Nobody Health' }, 'carrier'],
    [{ effectiveDates: ['2027-03-01'] }, 'enrollee.effectiveDate'],
  ])('answers 400 for %j', async (extra, path) => {
    const s = await api.newSession();
    const plan = await api.firstPlan(s.token);
    const res = await api.request('POST', '/consumer/plans/enrollment', {
      token: s.token,
      body: enrollmentBody(plan.id, plan.carrierName, extra),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 400 for the wrong carrier, a bad e-mail or phone, a ZIP outside the county; 401 without a token', async () => {
    const s = await api.newSession();
    const plan = await api.firstPlan(s.token);
    const post = (b: unknown, token: string | null = s.token) =>
      api.request('POST', '/consumer/plans/enrollment', { token, body: b });
    const wrongCarrier =
      plan.carrierName === 'Summit Ridge Insurance' ? 'Saguaro Health Plans' : 'Summit Ridge Insurance';
    expect((await post(enrollmentBody(plan.id, wrongCarrier))).status).toBe(400);
    const base = enrollmentBody(plan.id, plan.carrierName);
    const bad = await post({
      ...base,
      enrollee: { ...base.enrollee, email: 'no', phoneNumber: '555-555-5555', countyFIPS: '04019' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['enrollee.email', 'enrollee.phoneNumber']),
    );
    const county = await post({ ...base, enrollee: { ...base.enrollee, countyFIPS: '04019' } });
    expect(county.status).toBe(400);
    expect(county.body.issues[0].path).toBe('fips');
    expect((await post(base, null)).status).toBe(401);
  });

  it('keeps hand-offs per session', async () => {
    const a = await api.newSession();
    const plan = await api.firstPlan(a.token);
    const res = await api.request('POST', '/consumer/plans/enrollment', {
      token: a.token,
      body: enrollmentBody(plan.id, plan.carrierName),
    });
    const rows = await api.db.query<{ session_id: string }>(
      'select session_id from plan_enrollments where id = $1',
      [res.body.cntr.enrollmentId],
    );
    const [session] = await api.db.query<{ id: string }>('select id from sessions where reference_id = $1', [
      a.referenceId,
    ]);
    expect(rows[0]?.session_id).toBe(session?.id);
  });
});
