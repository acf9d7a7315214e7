/**
 * The part of zod the browser apps use, as one module every app shares (`import { z } from
 * 'shared-contracts/zod'`). zod cannot be a Module Federation shared library itself: shared whole it is
 * all of zod, 40 kB gzip of locales included, in the shell's first load. Unshared, each remote with a
 * form sent its own 28 kB copy beside the shell's. Through this module the shell provides one copy,
 * tree-shaken to these names, and the remotes use it. A name a remote needs is added here (its type
 * check fails until it is); `tooling/boundaries` refuses a direct value import of zod in a remote or
 * the kit.
 */
export * as z from './zod-names';
