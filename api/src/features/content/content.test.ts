import {
  PAGE_KINDS,
  pageKindForPath,
  phoneNumbersSchema,
  resolveCampaignPhone,
  siteOptionsSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApi, type TestApi } from '../../test/harness';

const CONFIGURED = { campaign: 'tv_spring', pageKind: 'plans-page' as const, phoneNumber: '(800) 555-0142' };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { campaignPhoneNumbers: [CONFIGURED] } });
});
afterAll(() => api.close());

describe('GET /content/site-options', () => {
  it('gives operation hours, disclaimers with their windows and the last-updated date', async () => {
    const res = await api.request('GET', '/content/site-options');
    expect(res.status).toBe(200);
    const body = siteOptionsSchema.parse(res.body);
    expect(body.operation_hours).not.toBe('');
    expect(body.disclaimersLastUpdated).toBe('05/22/2025');
    const tpmo2023 = body.disclaimers.find((d) => d.id === 'tpmo-2023');
    expect(tpmo2023).toMatchObject({
      displayStartDate: '2023-01-01',
      displayEndDate: '2023-10-01',
      carrier: null,
    });
    for (const d of body.disclaimers.filter((x) => x.id !== 'tpmo-2023'))
      expect(d.displayEndDate).toBe('2999-01-01');
    expect(body.disclaimers.some((d) => d.carrier !== null)).toBe(true);
  });

  it('names in its carrier disclaimers the organizations of the plans served from the sample files, in both languages', async () => {
    const served = (
      await api.db.query<{ organization: string }>(
        'select distinct organization from ma_landscape order by organization',
      )
    ).map((r) => r.organization);
    expect(served.length).toBeGreaterThan(1);
    for (const language of ['en', 'es']) {
      const body = siteOptionsSchema.parse(
        (await api.request('GET', '/content/site-options', { headers: { 'accept-language': language } }))
          .body,
      );
      const carriers = body.disclaimers.filter((d) => d.carrier !== null);
      expect(carriers.map((d) => d.carrier)).toEqual(served);
      for (const d of carriers) {
        expect(d.text).toContain(d.carrier);
        expect(d.text).toMatch(language === 'en' ? /sample files/ : /archivos de muestra/);
      }
      expect(body.disclaimers.map((d) => d.text).join(' ')).not.toMatch(/generated|generados/);
    }
    // Once CMS's own files replace the sample, no organization is called a sample one.
    await api.db.query("update data_sets set sample = false where data_set = 'ma-landscape'");
    const real = siteOptionsSchema.parse((await api.request('GET', '/content/site-options')).body);
    expect(real.disclaimers.filter((d) => d.carrier !== null)).toEqual([]);
    await api.db.query("update data_sets set sample = true where data_set = 'ma-landscape'");
  });

  it("answers the hours and the disclaimers in the request's language, with the same fields", async () => {
    const english = siteOptionsSchema.parse((await api.request('GET', '/content/site-options')).body);
    const res = await api.request('GET', '/content/site-options', {
      headers: { 'accept-language': 'es-US' },
    });
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    const spanish = siteOptionsSchema.parse(res.body);
    expect(spanish.operation_hours).toMatch(/^de lunes a viernes/);
    expect(spanish.disclaimers.map((d) => d.id)).toEqual(english.disclaimers.map((d) => d.id));
    for (const [i, d] of spanish.disclaimers.entries()) expect(d.text).not.toBe(english.disclaimers[i]!.text);
    expect(spanish.disclaimers.find((d) => d.id === 'tpmo')?.text).toContain(
      '{organizations} organizaciones',
    );
  });

  it('filters by date: the 2023 wording in 2023, the current one after', async () => {
    const in2023 = await api.request('GET', '/content/site-options', { query: { date: '2023-06-01' } });
    const ids2023 = in2023.body.disclaimers.map((d: { id: string }) => d.id);
    expect(ids2023).toContain('tpmo-2023');
    expect(ids2023).not.toContain('tpmo');
    const now = await api.request('GET', '/content/site-options', { query: { date: '2026-11-21' } });
    const idsNow = now.body.disclaimers.map((d: { id: string }) => d.id);
    expect(idsNow).toContain('tpmo');
    expect(idsNow).not.toContain('tpmo-2023');
  });

  it('answers 400 for a bad date', async () => {
    expect(
      (await api.request('GET', '/content/site-options', { query: { date: '21/11/2026' } })).status,
    ).toBe(400);
  });
});

describe('GET /content/phone-numbers', () => {
  it('gives the campaign × page-kind table with the spec defaults', async () => {
    const res = await api.request('GET', '/content/phone-numbers');
    expect(res.status).toBe(200);
    const table = phoneNumbersSchema.parse(res.body);
    expect(table).toMatchObject({
      defaultPhoneNumber: '(623) 223-8884',
      fallbackPhoneNumber: '(623) 223-8884',
      partnerPhoneNumber: '(888) 984-8120',
      usnPhoneNumber: '(888) 380-0836',
      pageKinds: [...PAGE_KINDS],
    });
    for (const kind of PAGE_KINDS)
      expect(table.campaigns.some((r) => r.campaign === 'default' && r.pageKind === kind)).toBe(true);
    expect(resolveCampaignPhone(table, 'no-such-campaign', 'plans-page')).toBe('(623) 223-8884');
  });

  it('resolves a campaign row before the fallback', () => {
    const table = {
      fallbackPhoneNumber: '(623) 223-8884',
      campaigns: [{ campaign: 'spring', pageKind: 'plans-page' as const, phoneNumber: '(800) 555-0199' }],
    };
    expect(resolveCampaignPhone(table, 'spring', 'plans-page')).toBe('(800) 555-0199');
    expect(resolveCampaignPhone(table, 'spring', 'landing-page')).toBe('(623) 223-8884');
  });

  it.each([
    ['/', 'plan-type-selection'],
    ['/open-funnel-control/', 'landing-page'],
    ['/open-funnel-test/', 'landing-page'],
    ['/onboarding/complete/', 'plan-type-selection'],
    ['/onboarding/multistep/step/zip/', 'lead-collection'],
    ['/plans/hmo/', 'plans-page'],
    ['/pharmacy/', null],
  ])('page kind of %s is %s (spec 4 rules)', (path, kind) => {
    expect(pageKindForPath(path)).toBe(kind);
  });
});

describe('configured campaign numbers', () => {
  it('serves CAMPAIGN_PHONES_JSON rows over the seeded table', async () => {
    const table = phoneNumbersSchema.parse((await api.request('GET', '/content/phone-numbers')).body);
    expect(table.campaigns).toContainEqual(CONFIGURED);
    expect(resolveCampaignPhone(table, 'tv_spring', 'plans-page')).toBe('(800) 555-0142');
    expect(resolveCampaignPhone(table, 'tv_spring', 'landing-page')).toBe('(623) 223-8884');
  });

  it('refuses a malformed CAMPAIGN_PHONES_JSON at start-up', () => {
    expect(loadConfig({ CAMPAIGN_PHONES_JSON: JSON.stringify([CONFIGURED]) }).campaignPhoneNumbers).toEqual([
      CONFIGURED,
    ]);
    expect(() =>
      loadConfig({ CAMPAIGN_PHONES_JSON: '[{"campaign":"x","pageKind":"nowhere","phoneNumber":"1"}]' }),
    ).toThrow(/CAMPAIGN_PHONES_JSON/);
  });
});

describe('legal pages', () => {
  it.each([
    ['/content/privacy-policy/', 'Privacy Policy'],
    ['/content/terms/', 'Terms'],
  ])('%s is an HTML page titled %s', async (path, title) => {
    const res = await api.app.request(`${path}?websiteReferenceID=abc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain(`<h1>${title}</h1>`);
  });

  it.each([
    ['/content/privacy-policy/', 'Política de privacidad', 'No vendemos su información personal.'],
    ['/content/terms/', 'Términos', 'No ofrecemos todos los planes disponibles en su zona.'],
  ])(
    '%s is in Spanish for a Spanish visit: the link’s lang=es, or Accept-Language',
    async (path, title, words) => {
      for (const [query, language] of [
        ['?websiteReferenceID=abc&lang=es', 'en-US'],
        ['', 'es-MX,es;q=0.9'],
      ] as const) {
        const res = await api.app.request(`${path}${query}`, { headers: { 'Accept-Language': language } });
        const text = await res.text();
        expect(text).toContain('<html lang="es">');
        expect(text).toContain(`<h1>${title}</h1>`);
        expect(text).toContain(words);
        expect(text).toContain('¿Tiene preguntas? Llame a un agente de seguros con licencia');
        expect(res.headers.get('Vary')).toMatch(/Accept-Language/);
      }
    },
  );
});
