/**
 * npm start: listen on 127.0.0.1:PORT (default 4000) at once, answer 503 until migrations and seed are
 * done, then serve the api. GET /health is 200 {"status":"ok"} only from then on. A database that is not
 * reachable yet is waited for (retried with backoff), so replicas may start before their PostgreSQL.
 */
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, createStartingApp } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { DatabaseUnavailableError } from './db/db';
import { consoleLogger } from './log';

const config = loadConfig();
const starting = createStartingApp(config);
let app: Hono | null = null;

const server = serve(
  {
    hostname: config.host,
    port: config.port,
    fetch: (request, env) => (app ?? starting).fetch(request, env),
  },
  (info) => consoleLogger.info('server.listening', { host: config.host, port: info.port }),
);

/**
 * The database is opened only once the port is ours. A second api started beside a running one (`npm
 * start` twice) cannot listen; it used to open the embedded database's directory all the same, the
 * running api's, before its listen error ended it: PGlite has no lock, and two processes in one data
 * directory damage it (every query of the running api then hung, its pages waiting for ever).
 */
const listening = new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});
try {
  await listening;
} catch (error) {
  const { code, message } = error as NodeJS.ErrnoException;
  consoleLogger.error('server.listen_failed', {
    message:
      code === 'EADDRINUSE'
        ? `!!! Port ${config.port} on ${config.host} is in use: is the api already running? This one stops without opening its database. !!!`
        : message,
    code: code ?? '',
  });
  process.exit(1);
}

const bootstrapWhenReachable = async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bootstrap(config);
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      const waitMs = Math.min(5000, 250 * 2 ** attempt);
      consoleLogger.warn('server.db_unavailable', { code: error.code, attempt, retryInMs: waitMs });
      await new Promise((r) => setTimeout(r, waitMs));
    }
  }
};

try {
  const deps = await bootstrapWhenReachable();
  app = createApp(deps);
  consoleLogger.info('server.ready', { db: deps.db.kind });
  // Finish in-flight requests (at most 5 s) before closing the database, so no accepted write is cut off.
  const stop = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      setTimeout(resolve, 5000).unref();
    });
    await deps.db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  consoleLogger.error('server.start_failed', {
    error: (error as Error).name,
    stack: (error as Error).stack ?? '',
  });
  process.exit(1);
}
