/**
 * The response check of mounted routes (RESPONSE_CHECK): every response in tests, in production the
 * first of each route and then one in SAMPLE_EVERY, since a plan search is a 200-300 KB body.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyEndpoint } from 'shared-contracts/endpoints';
import { safeParse } from 'zod';
import type { AppDeps } from '../deps';
import { ApiHttpError } from './errors';
import { API_MESSAGES } from './messages';

const SAMPLE_EVERY = 100;
const served = new WeakMap<AnyEndpoint, number>();

const due = (route: AnyEndpoint, mode: AppDeps['config']['responseCheck']) => {
  if (mode !== 'sample') return mode === 'always';
  const n = served.get(route) ?? 0;
  served.set(route, n + 1);
  return n % SAMPLE_EVERY === 0;
};

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * A response its schema refuses, or would change (strip or default a field), is a 500. The body sent is
 * always the handler's own, so an unchecked response is the same as a checked one would be.
 */
export const checkResponse = (route: AnyEndpoint, body: unknown, deps: AppDeps) => {
  if (!due(route, deps.config.responseCheck)) return;
  const checked = safeParse(route.response, body);
  const fields = !checked.success
    ? // Field paths only: messages could quote values.
      checked.error.issues.map((i) => i.path.join('.')).join(', ')
    : isDeepStrictEqual(asJson(checked.data), asJson(body))
      ? null
      : 'the schema changes the body (a field stripped or defaulted)';
  if (fields === null) return;
  deps.logger.error('response.contract_violation', { path: route.path, fields });
  throw new ApiHttpError(500, API_MESSAGES.internalError);
};
