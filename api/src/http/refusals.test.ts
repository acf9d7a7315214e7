/**
 * The answers the api gives outside its routes, in the request's language: the 503 while it starts and
 * Hono's own refusals (an HTTPException of its middleware or validators).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import { describe, expect, it } from 'vitest';
import { createStartingApp } from '../app';
import { loadConfig } from '../config';
import { memoryLogger } from '../log';
import { handleError } from './errors';
import { requestLanguage } from './language';
import { API_MESSAGES } from './messages';

const spanish = { 'Accept-Language': 'es-MX,en;q=0.5' };

describe('the api while it starts', () => {
  const starting = createStartingApp(loadConfig({}));

  it('answers 503 with Retry-After, in Spanish for a Spanish request and in English otherwise', async () => {
    const es = await starting.request('/consumer/markets?zip=85004', { headers: spanish });
    expect(es.status).toBe(503);
    expect(es.headers.get('Retry-After')).toBe('1');
    expect(es.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(await es.json()).toEqual({
      message: 'El servicio se está poniendo en marcha. Inténtelo de nuevo en un momento.',
    });
    const en = await starting.request('/consumer/session', { method: 'POST' });
    expect(en.status).toBe(503);
    expect(await en.json()).toEqual({ message: API_MESSAGES.starting });
  });

  it('lets a page of the suite read the answer (CORS), as the api does once started', async () => {
    const res = await starting.request('/consumer/markets?zip=85004', {
      headers: { ...spanish, Origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3000');
  });
});

describe("Hono's own refusals (HTTPException)", () => {
  const logger = memoryLogger();
  const app = new Hono();
  app.use(requestLanguage());
  app.onError(handleError(logger));
  // Without its onError, hono's body limit throws an HTTPException with a response and no message.
  app.post('/limited', bodyLimit({ maxSize: 4 }), (c) => c.text('ok'));
  app.post(
    '/json',
    validator('json', (value) => value),
    (c) => c.text('ok'),
  );
  app.get('/teapot', () => {
    throw new HTTPException(418, { message: 'I am a teapot' });
  });
  app.get('/clone', () => {
    throw new HTTPException(500, { message: 'Cannot clone request: body was already consumed' });
  });

  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
  const both = async (
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) => {
    const en = await app.request(path, init);
    const es = await app.request(path, { ...init, headers: { ...init.headers, ...spanish } });
    return { status: [en.status, es.status], messages: [await messageOf(en), await messageOf(es)] };
  };

  it('says a body too large in both languages (413)', async () => {
    const body = JSON.stringify({ text: 'more than four bytes' });
    expect(await both('/limited', { method: 'POST', body })).toEqual({
      status: [413, 413],
      messages: [API_MESSAGES.payloadTooLarge, 'Los datos enviados son demasiado grandes'],
    });
  });

  it('says malformed JSON in both languages (400), with the api’s sentence Hono uses', async () => {
    const init = { method: 'POST', body: '{"zip":', headers: { 'Content-Type': 'application/json' } };
    expect(await both('/json', init)).toEqual({
      status: [400, 400],
      messages: [API_MESSAGES.malformedJson, 'Los datos enviados no se pueden leer'],
    });
  });

  it('refuses any other status in plain words, never Hono’s English', async () => {
    expect(await both('/teapot')).toEqual({
      status: [418, 418],
      messages: [API_MESSAGES.requestRefused, 'No pudimos hacer lo que pidió. Inténtelo de nuevo.'],
    });
  });

  it('keeps a developer’s message of a 500 for the log, and says the api’s sentence', async () => {
    expect(await both('/clone')).toEqual({
      status: [500, 500],
      messages: [
        API_MESSAGES.internalError,
        'Algo salió mal de nuestro lado. Inténtelo de nuevo en un momento.',
      ],
    });
    expect(logger.lines.join('\n')).toMatch(/request\.failed/);
  });
});
