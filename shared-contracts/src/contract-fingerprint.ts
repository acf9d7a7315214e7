/**
 * A remote build's contract fingerprint (docs/releasing.md): the JSON Schema, generated from this
 * package's zod schemas, of every event the build emits or listens to, of the host context it reads and of
 * the props its exposed pages take. Each remote's build records it in its `mf-manifest.json` (`contracts`,
 * tooling/contract-fingerprint.mjs); the release and every host compare it with their own
 * (`contractDifferences`, contract-diff.ts), whatever the version numbers say.
 *
 * Not in the package's root: the shell loads this module (and zod's JSON Schema code) only when a remote's
 * fingerprint differs from the hashes its build recorded (`refuseIncompatibleRemotes`).
 */

import * as z from 'zod/mini';
import { planDataSourceSchema } from './api/content';
import { leadAttributionSchema, permissionToContactSchema } from './api/leads';
import { runtimeConfigSchema } from './config';
import { chosenPlanSchema, type EventName, eventSchemas, PLAN_SORT_KEYS, PLAN_TYPE_KEYS } from './events';
import { LANGUAGES } from './language';
import { lazySchema } from './lazy-schema';

const planTypeRecord = <T extends z.core.$ZodType>(value: T) =>
  z.object(
    Object.fromEntries(PLAN_TYPE_KEYS.map((key) => [key, value])) as Record<
      (typeof PLAN_TYPE_KEYS)[number],
      T
    >,
  );

/**
 * The data a host gives the remotes (`HostContextValue` in react/index.tsx, which a test keeps equal to
 * this): everything but the live objects (`api`, `events`, `queryClient`), whose shape is their type's.
 */
export const hostContextSchema = lazySchema(() =>
  z.object({
    host: z.enum(['shell', 'embed', 'dev']),
    config: runtimeConfigSchema,
    phone: z.string(),
    operationHours: z.nullable(z.string()),
    planData: z.optional(planDataSourceSchema),
    importedData: z.optional(planDataSourceSchema),
    planYear: z.number(),
    language: z.enum(LANGUAGES),
    session: z.nullable(
      z.object({
        websiteReferenceId: z.string(),
        accessToken: z.string(),
        connectureSessionId: z.optional(z.string()),
      }),
    ),
    sessionStatus: z.enum(['starting', 'ready', 'failed']),
    location: z.nullable(
      z.object({
        zipCode: z.string(),
        fips: z.string(),
        countyName: z.string(),
        state: z.optional(z.string()),
        city: z.optional(z.string()),
      }),
    ),
    agent: z.nullable(
      z.object({
        agentUuid: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        title: z.string(),
        phone: z.string(),
        photoLink: z.optional(z.string()),
      }),
    ),
    consumer: z.object({
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      gender: z.optional(z.enum(['Male', 'Female'])),
      dateOfBirth: z.optional(z.string()),
      emailAddress: z.optional(z.string()),
      phoneNumber: z.optional(z.string()),
      partAEffectiveDate: z.optional(z.string()),
      partBEffectiveDate: z.optional(z.string()),
      effectiveDate: z.optional(z.string()),
      smoke: z.optional(z.boolean()),
      isEnrolledInMedAB: z.optional(z.boolean()),
      medAB: z.optional(z.enum(['Yes', 'No'])),
      importance: z.optional(
        z.partialRecord(z.enum(['dental', 'vision', 'drugCoverage', 'keepingDoctor']), z.string()),
      ),
      wasPrefilled: z.optional(z.boolean()),
      onboardingFlow: z.optional(z.enum(['default', 'multistep'])),
    }),
    member: z.object({
      status: z.enum(['none', 'exchanging', 'ready', 'invalid']),
      accountId: z.nullable(z.string()),
    }),
    attribution: leadAttributionSchema,
    afterOnboardingPath: z.string(),
    planFetchFlags: planTypeRecord(z.boolean()),
    plans: z.object({
      lockedPlanIds: planTypeRecord(z.array(z.string())),
      preference: z.nullable(z.enum(PLAN_SORT_KEYS)),
      planRankingsUuid: z.nullable(z.string()),
      chosenPlan: z.nullable(chosenPlanSchema),
    }),
    agreeToTerms: z.boolean(),
    permissionToContactText: z.nullable(permissionToContactSchema),
    showZipModal: z.boolean(),
  }),
);

/** What an exposed page takes: nothing (`RemotePagesModule.pages` are `ComponentType`s without props). */
export const remotePagePropsSchema = lazySchema(() => z.object({}));

export type JsonSchema = Record<string, unknown>;

/** The schemas a fingerprint is made of, by part; a test build may change them (scripts/lib/contract-variants.ts). */
export interface ContractSchemas {
  events: Record<string, z.core.$ZodType>;
  hostContext: z.core.$ZodType;
  pageProps: z.core.$ZodType;
}

export const contractSchemas = (): ContractSchemas => ({
  events: eventSchemas,
  hostContext: hostContextSchema,
  pageProps: remotePagePropsSchema,
});

/**
 * The JSON Schema of a payload as it is handed over: the input side (a default may be left out), every
 * non-JSON type (a Date, a function) as "any" rather than a failure.
 */
export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};

/** The contract in JSON Schema: the named events (all of them when none are named), host context, page props. */
export interface ContractJson {
  events: Record<string, JsonSchema>;
  hostContext: JsonSchema;
  pageProps: JsonSchema;
}

export const contractJson = (
  eventNames: readonly string[] = Object.keys(eventSchemas),
  schemas: ContractSchemas = contractSchemas(),
): ContractJson => ({
  events: Object.fromEntries(
    eventNames
      .filter((name) => name in schemas.events)
      .map((name) => [name, jsonSchemaOf(schemas.events[name] as z.core.$ZodType)]),
  ),
  hostContext: jsonSchemaOf(schemas.hostContext),
  pageProps: jsonSchemaOf(schemas.pageProps),
});

/** The events named in a source text (`'plans:fetched'` …): what a remote emits or listens to. */
export const eventsNamedIn = (source: string): EventName[] =>
  (Object.keys(eventSchemas) as EventName[]).filter(
    (name) => source.includes(`'${name}'`) || source.includes(`"${name}"`) || source.includes(`\`${name}\``),
  );
