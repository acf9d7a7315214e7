import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { omit } from 'zod/mini';
import { fingerprintProblems, type RemoteManifest } from './compatibility';
import { type ContractFingerprint, contractDifferences, schemaDifferences } from './contract-diff';
import { contractJson, eventsNamedIn, jsonSchemaOf } from './contract-fingerprint';
import { eventSchemas } from './events';

/** The real event, without its planId. */
const pinWithoutId = () => omit(eventSchemas['plans:pin-toggled'], { planId: true });
const pin = z.object({ planType: z.enum(['hmo', 'ppo']), planId: z.string().min(1) });
const differences = (host: z.core.$ZodType, build: z.core.$ZodType) =>
  schemaDifferences(jsonSchemaOf(host), jsonSchemaOf(build));

/** A fingerprint of this tree's contract for the named events (hashes are the build's business). */
const fingerprintOf = (json = contractJson(['plans:pin-toggled', 'plans:fetched'])): ContractFingerprint => ({
  events: Object.fromEntries(
    Object.entries(json.events).map(([name, schema]) => [name, { hash: '-', schema }]),
  ),
  hostContext: { hash: '-', schema: json.hostContext },
  pageProps: { hash: '-', schema: json.pageProps },
});

describe('schemaDifferences', () => {
  it('finds nothing between equal schemas', () => {
    expect(differences(pin, pin)).toEqual({ incompatible: [], compatible: [] });
  });

  it('a field the build dropped is incompatible, and named', () => {
    expect(differences(pin, pin.omit({ planId: true })).incompatible).toEqual([
      'planId is missing (the host requires it)',
    ]);
  });

  it('a required field added or a field retyped is incompatible', () => {
    expect(differences(pin, pin.extend({ note: z.string() })).incompatible).toEqual([
      'note is required by the build; the host has no such field',
    ]);
    expect(differences(pin, pin.extend({ planId: z.number() })).incompatible).toEqual([
      'planId: minLength is (none) in the build, 1 in the host',
      'planId: type is "number" in the build, "string" in the host',
    ]);
  });

  it('an optional field only one side has is compatible, either way', () => {
    const wider = pin.extend({ note: z.string().optional() });
    expect(differences(pin, wider)).toEqual({
      incompatible: [],
      compatible: ['note: optional, only in the build'],
    });
    expect(differences(wider, pin)).toEqual({
      incompatible: [],
      compatible: ['note: optional, only in the host'],
    });
  });

  it('an optional field made required, an enum value added, a nested field removed: incompatible', () => {
    const nested = z.object({ place: z.object({ zip: z.string(), fips: z.string() }) });
    expect(differences(pin, pin.extend({ planId: z.string().min(1).optional() })).incompatible).toEqual([
      'planId is optional in the build, required in the host',
    ]);
    expect(differences(pin, pin.extend({ planType: z.enum(['hmo', 'ppo', 'pdp']) })).incompatible).toEqual([
      'planType: enum is ["hmo","ppo","pdp"] in the build, ["hmo","ppo"] in the host',
    ]);
    expect(differences(nested, z.object({ place: z.object({ zip: z.string() }) })).incompatible).toEqual([
      'place.fips is missing (the host requires it)',
    ]);
  });
});

describe('contractDifferences', () => {
  it("passes this tree's own contract, and a build that records only some events", () => {
    expect(contractDifferences(contractJson(), fingerprintOf())).toEqual([]);
  });

  it('names the event and the field a build dropped, and an event the host does not have', () => {
    const build = fingerprintOf();
    const pinEvent = build.events['plans:pin-toggled'];
    if (!pinEvent) throw new Error('no plans:pin-toggled in the fingerprint');
    pinEvent.schema = jsonSchemaOf(pinWithoutId());
    build.events['plans:pin-renamed'] = { hash: '-', schema: jsonSchemaOf(pin) };
    expect(contractDifferences(contractJson(), build)).toEqual([
      'event plans:pin-toggled: planId is missing (the host requires it)',
      'event plans:pin-renamed: the host has no such event (renamed or removed)',
    ]);
  });
});

describe('fingerprintProblems (the release and the hosts)', () => {
  const hashes = {
    events: { 'plans:pin-toggled': 'h1', 'plans:fetched': 'h2' },
    hostContext: 'h3',
    pageProps: 'h4',
  };
  /** This tree's contract as a host; `hashes` null: always compare. */
  const host = (known: typeof hashes | null) => ({ hashes: known, json: async () => contractJson() });
  const manifest: RemoteManifest = {
    name: 'mfe_plans',
    contracts: { file: 'contract-fingerprint.json', ...hashes },
  };
  const dropped = () => {
    const fingerprint = fingerprintOf();
    fingerprint.events['plans:pin-toggled'] = { hash: 'h1', schema: jsonSchemaOf(pinWithoutId()) };
    return fingerprint;
  };

  it('refuses a manifest with no fingerprint', async () => {
    expect(await fingerprintProblems({ name: 'mfe_plans' }, async () => dropped(), host(null))).toEqual([
      "it records no contract fingerprint (build it again with this tree's tooling)",
    ]);
  });

  it('decides by the hashes when they are the same, without reading the schemas', async () => {
    let read = 0;
    const readFingerprint = async () => {
      read += 1;
      return dropped();
    };
    expect(await fingerprintProblems(manifest, readFingerprint, host(hashes))).toEqual([]);
    expect(read).toBe(0);
  });

  it('reads and compares the schemas when a hash differs, or when the host recorded none', async () => {
    const readFingerprint = async (file: string) => {
      expect(file).toBe('contract-fingerprint.json');
      return dropped();
    };
    const problem = 'event plans:pin-toggled: planId is missing (the host requires it)';
    expect(
      await fingerprintProblems(manifest, readFingerprint, host({ ...hashes, hostContext: 'other' })),
    ).toEqual([problem]);
    expect(await fingerprintProblems(manifest, readFingerprint, host(null))).toEqual([problem]);
    expect(await fingerprintProblems(manifest, async () => fingerprintOf(), host(null))).toEqual([]);
  });

  it('refuses a fingerprint that cannot be read', async () => {
    const unreadable = async () => {
      throw new Error('HTTP 404');
    };
    expect(await fingerprintProblems(manifest, unreadable, host(null))).toEqual([
      'its contract fingerprint contract-fingerprint.json could not be read (Error: HTTP 404)',
    ]);
    expect(await fingerprintProblems(manifest, async () => ({ events: {} }), host(null))).toEqual([
      'its contract fingerprint contract-fingerprint.json is not a fingerprint',
    ]);
  });
});

describe('eventsNamedIn', () => {
  it('finds the events a source names, in any quotes, and no others', () => {
    expect(
      eventsNamedIn(`emit('plans:fetched', x); on("location:set"); \`call:connected\`; 'plans:fetch'`),
    ).toEqual(['location:set', 'plans:fetched', 'call:connected']);
  });
});
