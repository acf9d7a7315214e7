// The names behind `shared-contracts/zod` (see zod.ts): the schema builders the remotes and the kit
// call, the global config, and the types they name.

export type { core, infer, input, output, ZodString, ZodType } from 'zod';
export { array, boolean, config, enum, iso, object, string } from 'zod';
