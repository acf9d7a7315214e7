/** createApp(deps): the whole api as one Hono app. Tests call it through app.request(). */
import { Hono } from 'hono';
import { TRANSACTION_HEADER } from 'shared-contracts/http';
import type { ApiConfig } from './config';
import type { AppDeps } from './deps';
import { handleError, messageAnswer, notFound } from './http/errors';
import { requestLanguage } from './http/language';
import { API_MESSAGES } from './http/messages';
import { mountRoutes } from './http/mount';
import { buildOpenApi } from './http/openapi';
import { RouteRegistry } from './http/routes';
import { bodyLimitMiddleware, corsMiddleware, createRateLimiters, securityHeaders } from './http/security';

/** Every feature's implemented endpoints, in feature order. */
export const buildRoutes = (features: AppDeps['features']) => {
  const registry = new RouteRegistry();
  for (const feature of features) feature.routes?.(registry);
  return registry;
};

export const createApp = (deps: AppDeps) => {
  const routes = buildRoutes(deps.features);

  const app = new Hono();
  app.onError(handleError(deps.logger));
  app.notFound((c) => messageAnswer(c, API_MESSAGES.notFound, 404));

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Route pattern, not the URL: query strings can carry personal data.
    deps.logger.info('request', {
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      transactionId: c.req.header(TRANSACTION_HEADER)?.slice(0, 64) ?? null,
    });
  });
  app.use(requestLanguage());
  app.use(corsMiddleware(deps.config));
  app.use(securityHeaders());
  app.use(bodyLimitMiddleware(deps.config));

  app.get('/health', (c) => c.json({ status: 'ok' as const }));
  let openApi: unknown = null;
  app.get('/openapi.json', (c) => {
    openApi ??= buildOpenApi(routes);
    return c.json(openApi as object);
  });

  for (const feature of deps.features) feature.pages?.(app, deps);
  mountRoutes(app, routes, deps, createRateLimiters(deps.config, deps.db));
  // Unknown methods on known paths fall to notFound; keep client errors away from 500.
  app.all('*', () => {
    throw notFound();
  });
  return app;
};

/**
 * The api while it starts (before createApp, `server.ts`): every request is 503 with Retry-After, in the
 * request's language, with the CORS headers of the api so that a page can read it.
 */
export const createStartingApp = (config: ApiConfig) => {
  const app = new Hono();
  app.use(requestLanguage());
  app.use(corsMiddleware(config));
  app.all('*', (c) => {
    c.header('Retry-After', '1');
    return messageAnswer(c, API_MESSAGES.starting, 503);
  });
  return app;
};

export type App = ReturnType<typeof createApp>;
