// Builds of mfe-plans against a changed contract, for the tests only (the version numbers stay the same):
// `droppedField` records `plans:pin-toggled` without its `planId`, which the release and every host must
// refuse naming that field; `optionalField` records `plans:fetched` with one more optional field, which
// they must accept. Applied by tooling/contract-fingerprint.mjs through CONTRACT_SCHEMAS_EDIT
// (scripts/lib/incompatible-remote.mjs builds them).
import * as z from 'zod/mini';
import type { ContractSchemas } from '../../shared-contracts/src/contract-fingerprint';

// The events' schemas are zod/mini (shared-contracts/src/events.ts).
const eventObject = (schemas: ContractSchemas, name: string) => schemas.events[name] as z.ZodMiniObject;

export const droppedField = (schemas: ContractSchemas): ContractSchemas => ({
  ...schemas,
  events: {
    ...schemas.events,
    'plans:pin-toggled': z.omit(eventObject(schemas, 'plans:pin-toggled'), { planId: true }),
  },
});

export const optionalField = (schemas: ContractSchemas): ContractSchemas => ({
  ...schemas,
  events: {
    ...schemas.events,
    'plans:fetched': z.extend(eventObject(schemas, 'plans:fetched'), { fetchedFrom: z.optional(z.string()) }),
  },
});
