/**
 * A host's own contract in JSON Schema, as its browser build recorded it (`__HOST_CONTRACT_JSON__`,
 * tooling/rspack.mjs): a chunk of its own, loaded only to compare a remote whose fingerprint hash differs
 * (`builtHostContract` in compatibility.ts). Node and the tests compute theirs from the zod schemas.
 */
import type { ContractJson } from './contract-fingerprint';

declare const __HOST_CONTRACT_JSON__: ContractJson | undefined;

export const hostContractJson = (): ContractJson => {
  if (typeof __HOST_CONTRACT_JSON__ === 'undefined')
    throw new Error('this build records no host contract (tooling/rspack.mjs defines it for host builds)');
  return __HOST_CONTRACT_JSON__;
};
