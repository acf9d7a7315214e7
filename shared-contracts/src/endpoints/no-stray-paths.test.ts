// @vitest-environment node
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the samples below are code written as strings.
/**
 * No endpoint path outside the descriptors: the product source of every package (tests, test support and
 * the descriptors themselves aside) is searched for any descriptor's path written as a string: quoted,
 * at the start of a template literal, after a service prefix ('/consumer/plans') or appended to a base URL
 * placeholder (`${base}/plans`), or after an HTTP method ('get', 'plans'). A plain word ('plans') on its
 * own is not taken for a path (it is also a feature name, an event reason...): the client only takes
 * descriptors, so such a word reaches the network only with a slash, a prefix, a query or a method
 * attached. Comments may name paths.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configForApiBase } from '../config';
import { allEndpoints, type ServiceName } from './index';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.run']);
const EXCLUDED = [
  /\.test\.[cm]?tsx?$/,
  /\.test-data\.[cm]?tsx?$/,
  /^shared-contracts\/src\/endpoints\//,
  // The api's test harness: api tests call literal URLs on purpose, as an independent check of the contract.
  /^api\/src\/test\//,
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SERVICE_PREFIX = Object.fromEntries(
  Object.entries(configForApiBase('http://api.example').services).map(([service, url]) => [
    service,
    new URL(url).pathname.replace(/^\//, ''),
  ]),
) as Record<ServiceName, string>;
const ANY_PREFIX = `/?(?:${Object.values(SERVICE_PREFIX).map(escapeRe).join('|')})/`;

/** The patterns that find one path of a service written as a string. */
const patternsFor = (service: ServiceName, path: string): RegExp[] => {
  const cut = path.indexOf('{');
  const hasParams = cut !== -1;
  const core = (hasParams ? path.slice(0, cut) : path).replace(/\/$/, '');
  // A path that is only a parameter ('{uuid}') is visible only after its own service prefix.
  if (core === '') return [new RegExp(`[\`'"}]/?${escapeRe(SERVICE_PREFIX[service])}/(?=\\$\\{)`)];
  const p = escapeRe(core);
  // What may follow a path: the end of the string, a query, a deeper segment, a placeholder.
  const after = `(?=[\`'"?/]|\\$\\{)`;
  return [
    // After a service prefix: '/consumer/plans', `${api}/dw/aep_analytics/page_views`.
    new RegExp(`[\`'"}]${ANY_PREFIX}${p}${after}`),
    // Appended to a base URL: `${base}/plans?zip=`, `${base}/plans/${id}`.
    new RegExp(hasParams ? `\\}/${p}/(?=\\$\\{)` : `\\}/${p}(?=[\`?]|\\$\\{)`),
    // As the service-relative path; a plain word ('plans') only with what makes it a path.
    /[/_-]/.test(core)
      ? new RegExp(`[\`'"]${p}${after}`)
      : new RegExp(`[\`'"]${p}${hasParams ? '/' : '\\?'}`),
    // After an HTTP method, as a path-string client takes it: ('get', 'plans').
    new RegExp(`['"\`](?:get|post|put|patch|delete)['"\`],\\s*[\`'"]/?${p}${after}`, 'i'),
  ];
};

const RULES = allEndpoints().flatMap(({ name, endpoint }) =>
  [endpoint.path, ...(endpoint.aliases ?? [])].flatMap((path) =>
    patternsFor(endpoint.service, path).map((pattern) => ({ name, path, pattern })),
  ),
);

/** Block comments and line comments (a `//` after a colon, as in a URL, is not one). */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/[^\n]*/g, (c, lead: string) => lead + ' '.repeat(c.length - lead.length));

const strayPaths = (file: string, source: string): string[] => {
  const code = withoutComments(source);
  const lines = code.split('\n');
  return lines.flatMap((line, i) =>
    RULES.filter(({ pattern }) => pattern.test(line)).map(
      ({ name, path }) => `${file}:${i + 1}: ${path} (${name}): ${source.split('\n')[i]!.trim()}`,
    ),
  );
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry)) return [];
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });

const productFiles = () =>
  readdirSync(ROOT)
    .filter((pkg) => !SKIPPED_DIRS.has(pkg) && !pkg.startsWith('.'))
    .filter((pkg) => statSync(join(ROOT, pkg)).isDirectory() && existsDir(join(ROOT, pkg, 'src')))
    .flatMap((pkg) => sourceFiles(join(ROOT, pkg, 'src')))
    .map((full) => relative(ROOT, full).split('\\').join('/'))
    .filter((file) => !EXCLUDED.some((re) => re.test(file)));

const existsDir = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

describe('endpoint paths', () => {
  it('appear in no product source outside the descriptors', () => {
    const files = productFiles();
    expect(files.some((f) => f.startsWith('shell/src/'))).toBe(true);
    expect(files.some((f) => f.startsWith('api/src/features/'))).toBe(true);
    const offenders = files.flatMap((file) => strayPaths(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(
      offenders,
      `endpoint paths outside shared-contracts/src/endpoints:\n${offenders.join('\n')}`,
    ).toEqual([]);
  });

  it('are found in every written form, and site routes, words and comments are not', () => {
    const found = (code: string) => strayPaths('x.ts', code).length > 0;
    for (const stray of [
      "api.consumer.call('get', 'plans?zip=85004')",
      'fetch(`plans/${id}`)',
      "const p = 'session/dosages';",
      'ky.delete(`session/dosages/${recordId}`)',
      "app.get('/consumer/markets', h)",
      'const u = `${base}/consumer/plans/${id}`;',
      'const u = `${base}/plans?zip=${zip}`;',
      'const u = `${config.services.consumer}/plans/${id}`;',
      "const DEV = '/consumer/dev/carrier-enrollment';",
      'post("aep_analytics/plan_enrollment", body)',
      "fetch(api + '/dw/aep_analytics/page_views')",
      'const card = `${base}/agents/${uuid}`;',
      "api.consumer.call('patch', 'session', { body })",
      "http('GET', 'markets', { searchParams })",
      "const hours = await get('site-options');",
    ])
      expect(found(stray), stray).toBe(true);
    for (const fine of [
      "r('plans-hmo', '/plans/hmo/', 'mfe_plans', 'HMO plans')",
      "r('providers-search', '/providers/search/', 'mfe_providers', 'Find your doctors')",
      "events.emit('plans:reset-requested', { reason: 'drugs' })",
      "export const plansFeature = { name: 'plans' };",
      "if (route.auth === 'session') return;",
      'const base = `${apiBase}/consumer`;',
      '/** GET /consumer/session/{id} for `session/{referenceId}` */',
      "// fetch('plans/' + id) was the old way",
      "const home = 'https://example.com/plans';",
    ])
      expect(found(fine), fine).toBe(false);
  });
});
