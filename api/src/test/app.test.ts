import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoutes, createApp } from '../app';
import { features } from '../features/index';
import { honoPaths } from '../http/routes';
import { createTestApi, SAMPLE, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const allRoutes = () =>
  buildRoutes(features).routes.map(({ endpoint }) => ({ ...endpoint, fullPath: honoPaths(endpoint)[0]! }));
/** A concrete URL for a route: path parameters filled with a well-formed but unknown value. */
const concrete = (path: string) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    name === 'referenceId'
      ? 'AAAAAAAAAAAAAAAAAAAAAA'
      : name === 'id' && path.startsWith('/partners')
        ? 'usn'
        : crypto.randomUUID(),
  );

describe('GET /health', () => {
  it('is ok once migrations and seed are done', async () => {
    const res = await api.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /openapi.json', () => {
  it('describes every route with its schemas', async () => {
    const res = await api.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of allRoutes()) {
      const path = route.fullPath.replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = res.body.paths[path]?.[route.method];
      expect(op, `${route.method} ${path}`).toBeDefined();
      if (route.auth !== 'none') expect(op.responses['401']).toBeDefined();
      if (route.body) expect(op.requestBody.content['application/json'].schema).toBeDefined();
    }
    expect(
      res.body.paths['/consumer/leads'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('recaptchaToken');
  });
});

describe('authentication', () => {
  it('answers 401 Unauthorized Session on every authenticated route without a token, and never 401 on public ones', async () => {
    const routes = allRoutes();
    expect(routes.filter((r) => r.auth !== 'none').length).toBeGreaterThan(10);
    for (const route of routes) {
      const res = await api.request(route.method.toUpperCase(), concrete(route.fullPath), {
        query: { zip: SAMPLE.zip },
        ...(route.body ? { body: {} } : {}),
      });
      if (route.auth === 'none') expect(res.status, `${route.method} ${route.fullPath}`).not.toBe(401);
      else {
        expect(res.status, `${route.method} ${route.fullPath}`).toBe(401);
        expect(res.body).toEqual({ message: 'Unauthorized Session' });
      }
    }
  });

  it('refuses a valid token whose session no longer exists', async () => {
    const ghost = await api.deps.tokens.issue(crypto.randomUUID());
    expect(
      (await api.request('PATCH', '/consumer/session', { token: ghost.token, body: { year: 2027 } })).status,
    ).toBe(401);
  });
});

describe('HTTP hygiene', () => {
  it('allows the configured origins only (CORS)', async () => {
    const preflight = (origin: string) =>
      api.app.request('/consumer/session', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('http://localhost:3002');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-transaction-id');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names the allowed origin on the answer itself, and keeps the body intact', async () => {
    const get = (origin: string) => api.app.request('/health', { headers: { origin } });
    const allowed = await get('http://localhost:3002');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(allowed.headers.get('vary')).toContain('Origin');
    expect(allowed.headers.get('content-type')).toContain('application/json');
    expect(await allowed.json()).toEqual({ status: 'ok' });
    const refused = await get('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const failed = await api.app.request('/consumer/plans', { headers: { origin: 'http://localhost:3000' } });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('sends security headers', async () => {
    const res = await api.request('GET', '/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('refuses oversized bodies with 413, with or without a content-length', async () => {
    const big = JSON.stringify({ landing_url: 'x'.repeat(api.deps.config.bodyLimitBytes + 10) });
    const withLength = await api.request('POST', '/consumer/session', {
      rawBody: big,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) },
    });
    expect(withLength.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await api.app.request('/consumer/session', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
  });

  it('answers 404 JSON for unknown paths and for unknown methods on known paths', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['DELETE', '/consumer/markets'],
      ['GET', '/consumer/session'],
    ] as const) {
      const res = await api.request(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ message: 'Not Found' });
    }
  });

  it('rate-limits session creation, lead posts and analytics writes per client', async () => {
    const limited = createApp({
      ...api.deps,
      config: {
        ...api.deps.config,
        sessionRateLimit: 3,
        leadRateLimit: 2,
        analyticsRateLimit: 1,
        trustProxy: true,
      },
    });
    // Counts live in the database this file shares: a client address of its own starts from zero.
    const post = (path: string, body: unknown, token?: string) =>
      limited.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.23',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/consumer/session', {})).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const s = await api.newSession();
    const leadStatuses = [];
    for (let i = 0; i < 3; i++) leadStatuses.push((await post('/consumer/leads', {}, s.token)).status);
    expect(leadStatuses).toEqual([400, 400, 429]);
    const view = { url: 'http://localhost:3000/', userAgentBrowser: 'x' };
    expect((await post('/dw/aep_analytics/page_views', view)).status).toBe(201);
    expect((await post('/dw/aep_analytics/page_views', view)).status).toBe(429);
  });
});
