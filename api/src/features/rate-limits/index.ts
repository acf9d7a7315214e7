import type { Feature } from '../feature';

export { createPostgresRateLimitStore } from './store';

/** The rate limits' table (the middleware itself is in http/security.ts). */
export const rateLimitsFeature: Feature = {
  name: 'rate-limits',
  migrations: new URL('./migrations/', import.meta.url),
};
