// Builds of mfe-plans against a changed contract, for the tests only (the version numbers stay the same):
// `droppedField` records `plans:pin-toggled` without its `planId`, which the release and every host must
// refuse naming that field; `optionalField` records `plans:fetched` with one more optional field, which
// they must accept. Applied by tooling/contract-fingerprint.mjs through CONTRACT_SCHEMAS_EDIT
// (scripts/lib/incompatible-remote.mjs builds them).
import { z } from 'zod';
import type { ContractSchemas } from '../../shared-contracts/src/contract-fingerprint';

const eventObject = (schemas: ContractSchemas, name: string) => schemas.events[name] as z.ZodObject;

export const droppedField = (schemas: ContractSchemas): ContractSchemas => ({
  ...schemas,
  events: {
    ...schemas.events,
    'plans:pin-toggled': eventObject(schemas, 'plans:pin-toggled').omit({ planId: true }),
  },
});

export const optionalField = (schemas: ContractSchemas): ContractSchemas => ({
  ...schemas,
  events: {
    ...schemas.events,
    'plans:fetched': eventObject(schemas, 'plans:fetched').extend({ fetchedFrom: z.string().optional() }),
  },
});
