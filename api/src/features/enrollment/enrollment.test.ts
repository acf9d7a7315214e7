import { enrollmentResponseSchema, isValidMbi } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedPath } from '../../http/routes';
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
    expect(text).toContain('<html lang="en">');
    expect(text).toContain('January 1, 2027');
  });

  it('carries a Spanish visit into the carrier link, and the landing page speaks Spanish', async () => {
    const s = await api.newSession();
    const plan = await api.firstPlan(s.token);
    const res = await api.request('POST', '/consumer/plans/enrollment', {
      token: s.token,
      body: enrollmentBody(plan.id, plan.carrierName),
      headers: { 'Accept-Language': 'es' },
    });
    expect(res.status).toBe(201);
    const { cntr } = enrollmentResponseSchema.parse(res.body);
    expect(cntr.parameters).toMatchObject({ handoff: cntr.enrollmentId, lang: 'es' });
    const { pathname } = new URL(cntr.url);
    // The browser's own Accept-Language is English: the link's lang decides, as on the suite's pages.
    const page = await api.app.request(`${pathname}?${new URLSearchParams(cntr.parameters)}`, {
      headers: { accept: 'text/html', 'Accept-Language': 'en-US' },
    });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<html lang="es">');
    // Received, on the enrollee's clock: a Phoenix ZIP's time zone, named, not UTC.
    expect(text).toMatch(/de 20\d\d a las [^<]* MST</);
    expect(text).not.toContain('UTC');
    for (const words of [
      'Número del plan',
      'La cobertura empieza',
      '1 de enero de 2027',
      'Persona que se inscribe',
      'Código postal',
      'Número de Medicare',
      'Datos de muestra.',
      'No se hizo ninguna inscripción de verdad.',
      'una compañía de seguros de muestra',
    ])
      expect(text).toContain(words);
    for (const words of ['Coverage starts', 'Enrollee', 'Sample data', 'Development landing page'])
      expect(text).not.toContain(words);
    const json = await api.request('GET', pathname, { query: cntr.parameters });
    expect(json.body.notice).toMatch(/^Esta es una página de prueba/);
  });

  it('says "hand-off not found" in the visitor’s language, by Accept-Language or the link’s lang', async () => {
    const page = (query: string, language: string) =>
      api.app.request(
        `${servedPath(endpoints.enrollment.devCarrierLanding, { carrierId: 'blue-mesa' })}?${query}`,
        {
          headers: { accept: 'text/html', 'Accept-Language': language },
        },
      );
    const unknown = 'handoff=7f1d3c52-0000-4000-8000-000000000000';
    for (const [res, status] of [
      [await page(unknown, 'es'), 404],
      [await page(`${unknown}&lang=es`, 'en'), 404],
      [await page('handoff=not-a-uuid', 'es-US'), 400],
    ] as const) {
      expect(res.status).toBe(status);
      const text = await res.text();
      expect(text).toContain('<html lang="es">');
      expect(text).toContain('<h1>No encontramos esa inscripción en la compañía de seguros</h1>');
    }
    const english = await page(unknown, 'en');
    expect(await english.text()).toContain('<h1>Hand-off not found</h1>');
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
