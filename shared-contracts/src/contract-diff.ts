/**
 * The one comparison of a remote build's contract fingerprint with a host's (docs/releasing.md), used by
 * the release (scripts/lib/contract-check.mjs) and by every host before it mounts a remote
 * (`refuseIncompatibleRemotes`). Plain JSON Schema in, differences in words out; no zod here.
 *
 * Events go both ways (a remote emits some, listens to others) and the host context and page props are
 * read on the other side from where they are written, so a difference is compatible only when it cannot
 * break either direction: a property one side has and the other does not, optional on the side that has
 * it (zod drops unknown keys and never asks for an optional one). A property removed or retyped, a
 * required one added, an optional one made required, an enum value or a constraint changed, an event the
 * host does not have (renamed or removed): incompatible.
 */

export type JsonSchema = Record<string, unknown>;

/** One part of a fingerprint: its JSON Schema and the hash of that schema (`contractHash`). */
export interface FingerprintPart {
  hash: string;
  schema: JsonSchema;
}

/** What a remote's `mf-manifest.json` records under `contracts`. */
export interface ContractFingerprint {
  events: Record<string, FingerprintPart>;
  hostContext: FingerprintPart;
  pageProps: FingerprintPart;
}

/** The parts of a fingerprint by name: `event plans:fetched`, `host context`, `page props`. */
export const fingerprintParts = (fingerprint: {
  events: Record<string, unknown>;
  hostContext: unknown;
  pageProps: unknown;
}) =>
  new Map<string, unknown>([
    ...Object.entries(fingerprint.events).map(([name, part]) => [`event ${name}`, part] as const),
    ['host context', fingerprint.hostContext],
    ['page props', fingerprint.pageProps],
  ]);

/** A schema's keys that say nothing a payload must satisfy. */
const ANNOTATIONS = new Set([
  '$schema',
  'title',
  'description',
  'default',
  'examples',
  'additionalProperties',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** JSON with its object keys sorted: the same schema always reads (and hashes) the same. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

const shown = (value: unknown) => (value === undefined ? '(none)' : canonicalJson(value));

export interface SchemaDifferences {
  /** Differences that break the contract, each naming its field. */
  incompatible: string[];
  /** Differences either side can live with (an optional property only one side has). */
  compatible: string[];
}

const compare = (host: unknown, build: unknown, at: string, out: SchemaDifferences) => {
  const where = at || '(the payload)';
  if (!isObject(host) || !isObject(build)) {
    if (canonicalJson(host) !== canonicalJson(build))
      out.incompatible.push(`${where}: ${shown(build)} in the build, ${shown(host)} in the host`);
    return;
  }
  const hostProps = isObject(host.properties) ? host.properties : {};
  const buildProps = isObject(build.properties) ? build.properties : {};
  const hostRequired = new Set(Array.isArray(host.required) ? (host.required as string[]) : []);
  const buildRequired = new Set(Array.isArray(build.required) ? (build.required as string[]) : []);
  for (const key of [...new Set([...Object.keys(hostProps), ...Object.keys(buildProps)])].sort()) {
    const field = at ? `${at}.${key}` : key;
    if (!(key in buildProps)) {
      if (hostRequired.has(key)) out.incompatible.push(`${field} is missing (the host requires it)`);
      else out.compatible.push(`${field}: optional, only in the host`);
    } else if (!(key in hostProps)) {
      if (buildRequired.has(key))
        out.incompatible.push(`${field} is required by the build; the host has no such field`);
      else out.compatible.push(`${field}: optional, only in the build`);
    } else {
      if (hostRequired.has(key) !== buildRequired.has(key)) {
        const state = (required: boolean) => (required ? 'required' : 'optional');
        out.incompatible.push(
          `${field} is ${state(buildRequired.has(key))} in the build, ${state(hostRequired.has(key))} in the host`,
        );
      }
      compare(hostProps[key], buildProps[key], field, out);
    }
  }
  const keys = new Set([...Object.keys(host), ...Object.keys(build)]);
  for (const key of [...keys].sort()) {
    if (key === 'properties' || key === 'required' || ANNOTATIONS.has(key)) continue;
    const [h, b] = [host[key], build[key]];
    if (isObject(h) && isObject(b)) compare(h, b, `${at}${key === 'items' ? '[]' : `{${key}}`}`, out);
    else if (canonicalJson(h) !== canonicalJson(b))
      out.incompatible.push(`${where}: ${key} is ${shown(b)} in the build, ${shown(h)} in the host`);
  }
};

/** How a build's JSON Schema of a payload differs from the host's. */
export const schemaDifferences = (host: JsonSchema, build: JsonSchema): SchemaDifferences => {
  const out: SchemaDifferences = { incompatible: [], compatible: [] };
  compare(host, build, '', out);
  return out;
};

/**
 * Every incompatible difference between a build's fingerprint and the host's contract, each prefixed by
 * its part (`event plans:pin-toggled: planId is missing (the host requires it)`); empty when compatible.
 * Only the parts the build records are compared: an event it neither emits nor listens to is not its
 * business.
 */
export const contractDifferences = (
  host: { events: Record<string, JsonSchema>; hostContext: JsonSchema; pageProps: JsonSchema },
  build: ContractFingerprint,
): string[] => {
  const hostParts = fingerprintParts(host);
  const problems: string[] = [];
  for (const [part, recorded] of fingerprintParts(build)) {
    const theirs = hostParts.get(part) as JsonSchema | undefined;
    if (!theirs) {
      problems.push(`${part}: the host has no such event (renamed or removed)`);
      continue;
    }
    const schema = (recorded as FingerprintPart).schema;
    for (const difference of schemaDifferences(theirs, schema).incompatible)
      problems.push(`${part}: ${difference}`);
  }
  return problems;
};
