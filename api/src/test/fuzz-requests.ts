/**
 * The fuzzer over every call: requests generated with fast-check from the endpoint descriptors
 * (shared-contracts/endpoints, through their JSON Schemas) and sent to the app by an attacker. Valid
 * requests with the victim's ids in them, and the same with fields dropped, retyped or added; huge,
 * unicode and NUL strings; deep JSON; malformed bodies; wrong methods; missing, garbage, forged, altered
 * and expired tokens. Shared by the short run in `npm test` (fuzz.test.ts) and `node bench/fuzz/run.mjs`.
 */
import fc from 'fast-check';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { type AnyEndpoint, allEndpoints } from 'shared-contracts/endpoints';
import { z } from 'zod';
import { honoPaths } from '../http/routes';
import { SAMPLE, TEST_PARTNER_TOKEN, type TestApi } from './harness';
import { arbitraryOf, type Hint, type JsonSchema } from './json-schema-arbitrary';
import type { Victim } from './victim';

export interface FuzzRequest {
  call: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzResult {
  request: FuzzRequest;
  status: number;
  /** The start of the answer, for reporting a failure. */
  answer: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '😀'.repeat(100),
  '\u202e\u0301\ufeff',
  '\ud800',
  'x'.repeat(5000),
  'y'.repeat(60_000),
  "'; drop table sessions; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  '2026-02-30',
];

/** Bodies no schema produces: malformed JSON, deep nesting, oversized, not JSON at all. */
const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"x"',
  '\u0000',
  '{"zip":"85004"}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`,
  'x'.repeat(70_000),
  'zip=85004&fips=04013',
];

/** A path segment; a lone surrogate (which encodeURIComponent refuses) goes out as invalid UTF-8 bytes. */
const pathSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
};

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | null =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;

/** Tokens an attacker may present: its own, none, garbage, and forgeries aimed at the victim's session. */
const attackerTokens = async (api: TestApi, attackerToken: string, victim: Victim) => {
  const claims = decodeJwt(victim.token) as { iss: string; aud: string; sub: string };
  const [row] = await api.db.query<{ value: string }>(`select value from app_secrets where name = 'jwt'`);
  const realSecret = new Uint8Array(Buffer.from(row!.value, 'base64url'));
  const hs256 = () =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud);
  const [header, payload, signature] = attackerToken.split('.');
  const changedSub = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: claims.sub }),
  ).toString('base64url');
  const bearer = (t: string) => `Bearer ${t}`;
  return {
    own: bearer(attackerToken),
    hostile: [
      null,
      'garbage',
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      bearer(`${attackerToken}x`),
      bearer(TEST_PARTNER_TOKEN),
      bearer(`${header}.${changedSub}.${signature}`),
      bearer(
        new UnsecuredJWT({})
          .setSubject(claims.sub)
          .setIssuer(claims.iss)
          .setAudience(claims.aud)
          .setExpirationTime('1h')
          .encode(),
      ),
      bearer(
        await hs256()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('guessed-secret-guessed-secret!')),
      ),
      bearer(
        await hs256()
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(realSecret),
      ),
      bearer(await hs256().sign(realSecret)),
    ] as (string | null)[],
  };
};

/** Known-good values by property name, so more requests get past validation, and the victim's ids. */
const hintsFor = (victim: Victim, ndc: string): Hint => {
  const victimIds = fc.constantFrom(
    victim.referenceId,
    victim.sessionId,
    victim.dosageRecordId,
    victim.pharmacyRecordId,
    victim.providerUuid,
    victim.locationId,
    victim.leadId,
  );
  const known: Record<string, fc.Arbitrary<unknown>> = {
    zip: fc.constantFrom(SAMPLE.zip, SAMPLE.multiCountyZip, SAMPLE.secondaryZip, SAMPLE.unservedZip),
    zipCode: fc.constantFrom(SAMPLE.zip, SAMPLE.multiCountyZip),
    fips: fc.constantFrom(SAMPLE.fips, '04021'),
    countyFIPS: fc.constant(SAMPLE.fips),
    year: fc.constant(2027),
    planYear: fc.constant(2027),
    ndc: fc.constant(ndc),
    pharmacyRecordIDs: fc.constant([victim.pharmacyRecordId]),
    recaptchaToken: fc.constantFrom('pass', 'low-score', 'bot'),
  };
  return (name) => known[name] ?? (/(^id$|Id$|ID$|uuid|Uuid)/.test(name) ? victimIds : null);
};

type Mutation = (value: Record<string, unknown>, nasty: unknown) => unknown;
const MUTATIONS: Mutation[] = [
  // a required field missing
  (v) => Object.fromEntries(Object.entries(v).slice(1)),
  // a field of the wrong type
  (v, nasty) => {
    const [key] = Object.keys(v);
    return key ? { ...v, [key]: nasty } : v;
  },
  // extra fields, prototype keys among them
  (v, nasty) => ({ ...v, extra: nasty, ['__proto__']: { admin: true }, constructor: 'x' }),
  // not an object at all
  (v) => [v],
  (_, nasty) => nasty,
  // nested past the depth limit
  (v) => Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), v),
];

export const fuzzRequests = async (api: TestApi, victim: Victim, attackerToken: string, ndc: string) => {
  const tokens = await attackerTokens(api, attackerToken, victim);
  const hint = hintsFor(victim, ndc);
  const nasty = fc.oneof(
    fc.constantFrom<unknown>(...NASTY_STRINGS),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom<unknown>(null, true, [], {}, 2 ** 31, -(2 ** 63), Number.MAX_SAFE_INTEGER),
  );
  const endpoints = allEndpoints();

  const requestFor = ({ name, endpoint }: { name: string; endpoint: AnyEndpoint }) => {
    const params = jsonSchemaOf(endpoint.params);
    const query = jsonSchemaOf(endpoint.query);
    const body = jsonSchemaOf(endpoint.body);
    const valid = (s: JsonSchema | null) => (s ? arbitraryOf(s, hint) : fc.constant(undefined));
    const paramValue = fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: nasty.map(String) },
    );
    return fc
      .record({
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(endpoint.method.toUpperCase()) },
          { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
        ),
        path: fc.constantFrom(...honoPaths(endpoint)),
        params: valid(params),
        nastyParam: paramValue,
        query: valid(query),
        extraQuery: fc.dictionary(
          fc.constantFrom('zip', 'x', 'planTypes[0]', 'zip[]', 'year'),
          nasty.map(String),
          {
            maxKeys: 2,
          },
        ),
        bodyKind: fc.constantFrom('valid', 'valid', 'valid', 'mutated', 'mutated', 'raw', 'random', 'none'),
        body: valid(body),
        mutation: fc.constantFrom(...MUTATIONS),
        nasty,
        raw: fc.constantFrom(...RAW_BODIES),
        random: fc.jsonValue({ maxDepth: 4 }),
        authorization: fc.oneof(
          { weight: 6, arbitrary: fc.constant<string | null>(tokens.own) },
          { weight: 4, arbitrary: fc.constantFrom(...tokens.hostile) },
        ),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          null,
        ),
      })
      .map((r): FuzzRequest => {
        const values = { ...((r.params as Record<string, unknown> | undefined) ?? {}) };
        const path = r.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, p: string) =>
          pathSegment(String(r.nastyParam ?? values[p] ?? 'x')),
        );
        const search = new URLSearchParams();
        for (const [k, v] of Object.entries({
          ...((r.query as object | undefined) ?? {}),
          ...r.extraQuery,
        })) {
          for (const item of Array.isArray(v) ? v : [v]) {
            search.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
          }
        }
        const bodyText =
          r.bodyKind === 'none'
            ? undefined
            : r.bodyKind === 'raw'
              ? r.raw
              : JSON.stringify(
                  r.bodyKind === 'random'
                    ? r.random
                    : r.bodyKind === 'mutated'
                      ? r.mutation((r.body as Record<string, unknown> | undefined) ?? {}, r.nasty)
                      : (r.body ?? {}),
                );
        const headers: Record<string, string> = {};
        if (r.authorization !== null) headers.authorization = r.authorization;
        if (r.contentType) headers['content-type'] = r.contentType;
        const withBody = bodyText !== undefined && r.method !== 'GET' && r.method !== 'HEAD';
        return {
          call: r.method === endpoint.method.toUpperCase() ? name : `${name} (${r.method})`,
          method: r.method,
          url: `${path}${search.size ? `?${search}` : ''}`,
          headers,
          ...(withBody ? { body: bodyText } : {}),
        };
      });
  };
  return fc.oneof(...endpoints.map(requestFor));
};

/** Send each request to the app in turn; `onResult` sees every answer. */
export const sendFuzzRequests = async (
  api: TestApi,
  requests: readonly FuzzRequest[],
  onResult: (result: FuzzResult) => void,
) => {
  for (const request of requests) {
    const res = await api.app.request(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    const text = await res.text();
    onResult({ request, status: res.status, answer: text.slice(0, 300) });
  }
};
