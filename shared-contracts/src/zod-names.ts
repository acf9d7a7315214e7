// The names behind `shared-contracts/zod` (see zod.ts): the zod/mini schema builders and checks the
// remotes and the kit call, and the types they name.

export type { core, infer, input, output, ZodMiniString, ZodMiniType } from 'zod/mini';
export {
  array,
  boolean,
  enum,
  iso,
  maxLength,
  minLength,
  object,
  optional,
  refine,
  string,
  superRefine,
  trim,
} from 'zod/mini';
