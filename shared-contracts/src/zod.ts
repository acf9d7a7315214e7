/**
 * The part of zod the browser apps use, as one module every app shares (`import { z } from
 * 'shared-contracts/zod'`): zod/mini, the same zod the contracts are written with, so a page holds one zod
 * and one copy of its core. zod cannot be a Module Federation shared library itself: shared whole it is
 * all of zod, 40 kB gzip of locales included, in the shell's first load. Unshared, each remote with a form
 * sent its own copy beside the shell's. Through this module the shell provides one copy, tree-shaken to
 * these names, and the remotes use it. A name a remote needs is added to zod-names.ts (its type check
 * fails until it is); `tooling/boundaries` refuses a direct value import of zod in a remote or the kit.
 *
 * Not classic zod (issue 31): classic attaches every method to each schema, so one classic schema
 * anywhere in the shell's build (even in a chunk loaded later) kept every string format and check of
 * zod's core in the first load's copy (5.3 kB gzip of main.js), and a form page loaded classic's own
 * 10.8 kB gzip on top. Checks are functions: `z.string().check(z.trim(), z.minLength(1, message))`,
 * `z.optional(schema)`, `schema.check(z.refine(fn, message))`.
 */
export * as z from './zod-names';
