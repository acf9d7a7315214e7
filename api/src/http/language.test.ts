import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES } from 'shared-contracts';
import { MEMBER_MESSAGES, NOT_SERVED_MESSAGE } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ERRORS } from '../features/agents/messages';
import { createTestApi, SAMPLE, type TestApi } from '../test/harness';
import { API_MESSAGES } from './messages';
import { SPANISH_CATALOGUES } from './messages.es';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const markets = (zip: string, language?: string) =>
  api.request('GET', '/consumer/markets', {
    query: { zip },
    ...(language ? { headers: { 'Accept-Language': language } } : {}),
  });

describe('the Spanish catalogue of the api', () => {
  it.each(
    SPANISH_CATALOGUES.map(([english, spanish]) => [Object.keys(english).join(', '), english, spanish]),
  )('has a Spanish sentence, other than the English, for each of %s', (_keys, english, spanish) => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(spanish[key], key).toMatch(/\S/);
      expect(spanish[key], key).not.toBe(text);
    }
  });

  it('is where every sentence a person may read comes from: no literal in an error answer of the api', async () => {
    const root = join(import.meta.dirname, '..');
    const sources = (await readdir(root, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test/') && !f.startsWith('import/'),
    );
    const literal =
      /(?:fieldError\([^,]+,|conflict\(|badRequest\(|notFound\(|forbidden\(|ApiHttpError\(\d{3},|c\.json\(\{\s*message:)\s*['"`]/;
    const offenders: string[] = [];
    for (const file of sources) {
      const text = await readFile(join(root, file), 'utf8');
      if (literal.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});

describe('answers in the request’s Accept-Language', () => {
  it('gives the same 400, with the same fields, in Spanish for es and in English without the header', async () => {
    const english = await markets('123');
    const spanish = await markets('123', 'es');
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      message: API_MESSAGES.invalidQuery,
      issues: [{ path: 'zip', message: MESSAGES.zip }],
    });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({
      message: 'Consulta no válida',
      issues: [{ path: 'zip', message: 'Escriba un código postal válido de 5 dígitos' }],
    });
    expect(spanish.headers.get('Vary')).toMatch(/Accept-Language/);
  });

  it('says a text over its bound in the person’s language, with the bound', async () => {
    // A message made from a number was in no catalogue: Spanish answers said it in English.
    const pageView = (language: string) =>
      api.request('POST', '/dw/aep_analytics/page_views', {
        body: { url: 'http://localhost:3000/', userAgentBrowser: 'x'.repeat(513) },
        headers: { 'Accept-Language': language },
      });
    expect((await pageView('en')).body.issues).toEqual([
      { path: 'userAgentBrowser', message: 'Please use at most 512 characters' },
    ]);
    const spanish = await pageView('es');
    expect(spanish.status).toBe(400);
    expect(spanish.body.issues).toEqual([
      { path: 'userAgentBrowser', message: 'Use como máximo 512 caracteres' },
    ]);
  });

  it('says a check without words of its own in catalogued words, in the person’s language', async () => {
    // zod's own English before: "Invalid URL", "Too big: expected string to have <=80 characters".
    const pageView = (url: string, language: string) =>
      api.request('POST', '/dw/aep_analytics/page_views', {
        body: { url, userAgentBrowser: 'Mozilla/5.0' },
        headers: { 'Accept-Language': language },
      });
    expect((await pageView('not a web address', 'en')).body.issues).toEqual([
      { path: 'url', message: MESSAGES.invalid },
    ]);
    expect((await pageView('not a web address', 'es')).body.issues).toEqual([
      { path: 'url', message: 'Revise este dato' },
    ]);
    const { token } = await api.newSession();
    const search = (specialty: string, language: string) =>
      api.request('POST', '/consumer/providers/search', {
        token,
        body: { zipCode: SAMPLE.zip, specialty },
        headers: { 'Accept-Language': language },
      });
    const tooLong = await search('c'.repeat(81), 'es');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: 'specialty', message: 'Use como máximo 80 caracteres' }]);
    expect((await search('c'.repeat(80), 'en')).status).toBe(200);
    // An e-mail address's bound: "Please check this entry" before, which named no bound.
    const location = (updatedBy: string, language: string) =>
      api.request('POST', '/consumer/session-provider-network-locations', {
        token,
        body: { locationId: 'loc-1', updatedBy, providers: [] },
        headers: { 'Accept-Language': language },
      });
    expect((await location('u'.repeat(321), 'en')).body.issues).toEqual([
      { path: 'updatedBy', message: 'Please use at most 320 characters' },
    ]);
    expect((await location('u'.repeat(321), 'es')).body.issues).toEqual([
      { path: 'updatedBy', message: 'Use como máximo 320 caracteres' },
    ]);
    expect((await location('u'.repeat(320), 'en')).status).toBe(201);
  });

  it('says "not served" in the person’s language, by the primary subtag and the weights', async () => {
    const spanishText =
      'Lo sentimos, el Buscador de planes de Medicare todavía no presta servicio en su zona';
    for (const header of ['es', 'es-MX,en;q=0.5', 'fr, es;q=0.8, en;q=0.1'])
      expect((await markets(SAMPLE.unservedZip, header)).body, header).toEqual({ message: spanishText });
    for (const header of [undefined, 'en', 'en-US,es;q=0.9', 'fr', '*'])
      expect((await markets(SAMPLE.unservedZip, header)).body, header).toEqual({
        message: NOT_SERVED_MESSAGE,
      });
  });

  it('refuses a member link that is not valid in the person’s language (401)', async () => {
    const exchange = (headers: Record<string, string>) =>
      api.request('POST', '/consumer/member/session', { body: { link: 'not.a.link' }, headers });
    const english = await exchange({});
    const spanish = await exchange({ 'Accept-Language': 'es' });
    expect([english.status, spanish.status]).toEqual([401, 401]);
    expect(english.body).toEqual({ message: MEMBER_MESSAGES.linkInvalid });
    expect(spanish.body).toEqual({
      message: 'Este enlace venció o ya no es válido. Llámenos para recibir uno nuevo.',
    });
  });

  it('says a 404 in the person’s language: a feature’s own and the api’s', async () => {
    const agent = (headers: Record<string, string>) =>
      api.request('GET', '/agents/agents/7f1d3c52-0000-4000-8000-000000000000', { headers });
    expect(await agent({})).toMatchObject({ status: 404, body: { message: AGENT_ERRORS.agentNotFound } });
    expect(await agent({ 'Accept-Language': 'es' })).toMatchObject({
      status: 404,
      body: { message: 'No encontramos a ese agente' },
    });
    const nowhere = await api.request('GET', '/consumer/nowhere', { headers: { 'Accept-Language': 'es' } });
    expect(nowhere).toMatchObject({ status: 404, body: { message: 'No encontramos lo que buscaba' } });
    expect(nowhere.headers.get('Vary')).toMatch(/Accept-Language/);
  });

  it('leaves a 200 untouched by the language', async () => {
    const english = await markets(SAMPLE.zip);
    const spanish = await markets(SAMPLE.zip, 'es');
    expect(spanish.status).toBe(200);
    expect(spanish.body).toEqual(english.body);
  });
});
