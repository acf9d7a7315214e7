/**
 * Zod without its JIT. Its one-time probe for `new Function` is blocked by the page's
 * Content-Security-Policy (no 'unsafe-eval') and reported as a violation; zod then parses without it
 * anyway. Every copy of zod on the page (the host's and each remote's) reads this one global setting, so
 * each host (the shell, the partner embedding) imports this first, before anything parses.
 */
// By its package name, not './zod': the name is what Module Federation shares, so the host that imports
// this provides the one zod of the page (see zod.ts).
import { z } from 'shared-contracts/zod';

z.config({ jitless: true });
