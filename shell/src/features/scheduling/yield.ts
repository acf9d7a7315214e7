/**
 * The shell's yield between pieces of start-up work: the one of shared-contracts (the kit's and remotes'
 * too). From its own entry, `shared-contracts/scheduling`, not the package's root: `src/index.ts` imports
 * this before the bootstrap, and the root would evaluate the contracts (and a first zod parse, which
 * tries `new Function` — a CSP violation) before `shared-contracts/zod-config` makes zod jitless.
 */
export { yieldToMain } from 'shared-contracts/scheduling';
