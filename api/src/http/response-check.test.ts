import { type AnyEndpoint, defineEndpoint } from 'shared-contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResponseCheck } from '../config';
import type { AppDeps } from '../deps';
import { memoryLogger } from '../log';
import { testConfig } from '../test/harness';
import { checkResponse } from './response-check';

const route = (schema: z.ZodType): AnyEndpoint =>
  defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'thing',
    summary: 'a thing',
    auth: 'none',
    response: schema,
  });
const depsWith = (responseCheck: ResponseCheck) => {
  const logger = memoryLogger();
  return { deps: { config: testConfig({ responseCheck }), logger } as unknown as AppDeps, logger };
};
const thing = z.object({ count: z.number() });
/** How many of `n` responses breaking the contract were caught (a caught one is a 500). */
const caught = (mode: ResponseCheck, n: number) => {
  const { deps } = depsWith(mode);
  const r = route(thing);
  let refused = 0;
  for (let i = 0; i < n; i++) {
    try {
      checkResponse(r, { count: 'many' }, deps);
    } catch {
      refused++;
    }
  }
  return refused;
};

describe('checkResponse (RESPONSE_CHECK)', () => {
  it('checks every response with always, the first and one in a hundred with sample, none with off', () => {
    expect(caught('always', 250)).toBe(250);
    expect(caught('sample', 250)).toBe(3);
    expect(caught('off', 250)).toBe(0);
  });

  it('lets a response that keeps to its schema through', () => {
    const { deps, logger } = depsWith('always');
    expect(() => checkResponse(route(thing), { count: 3 }, deps)).not.toThrow();
    expect(logger.lines).toEqual([]);
  });

  it('refuses a body its schema would change, since unchecked responses are sent as the handler made them', () => {
    const { deps, logger } = depsWith('always');
    const strict = route(z.object({ count: z.number(), unit: z.string().default('plans') }));
    expect(() => checkResponse(strict, { count: 3, unit: 'plans' }, deps)).not.toThrow();
    expect(() => checkResponse(strict, { count: 3 }, deps)).toThrow('Internal Server Error');
    expect(() => checkResponse(route(thing), { count: 3, internalNote: 'x' }, deps)).toThrow();
    expect(logger.lines.map((l) => JSON.parse(l).event)).toEqual([
      'response.contract_violation',
      'response.contract_violation',
    ]);
  });

  it('logs the failing field paths, never the values', () => {
    const { deps, logger } = depsWith('always');
    expect(() => checkResponse(route(thing), { count: 'secret-value' }, deps)).toThrow();
    expect(logger.lines.join('\n')).toContain('"fields":"count"');
    expect(logger.lines.join('\n')).not.toContain('secret-value');
  });
});
