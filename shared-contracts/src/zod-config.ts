/**
 * Zod without its JIT, and with its English messages. Its one-time probe for `new Function` is blocked by
 * the page's Content-Security-Policy (no 'unsafe-eval') and reported as a violation; zod then parses
 * without it anyway. The messages: classic zod sets English when it builds its first schema, zod/mini
 * (the first load's schemas, issue 31) never does, so a schema's default message would depend on whether a
 * classic schema was built before it. Every copy of zod on the page (the host's and each remote's) reads
 * this one global setting (`globalThis.__zod_globalConfig`), so each host (the shell, the partner
 * embedding) imports this first, before anything parses.
 */
import { config, locales } from 'zod/mini';

config({ jitless: true, ...locales.en() });
