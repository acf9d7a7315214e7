/**
 * Zod without its JIT, and with the suite's own words for a check that has none (`fieldMessage`). Its
 * one-time probe for `new Function` is blocked by the page's Content-Security-Policy (no 'unsafe-eval')
 * and reported as a violation; zod then parses without it anyway. The words: zod/mini sets no locale, so a
 * check without a message said "Invalid input"; zod's English locale (2.7 kB of the first load, before)
 * said "Too big: expected string to have <=100 characters", on a Spanish page too. Every copy of zod on
 * the page (the host's and each remote's) reads this one global setting (`globalThis.__zod_globalConfig`),
 * so each host (the shell, the partner embedding) imports this first, before anything parses.
 */
import { config } from 'zod/mini';
import { fieldMessage } from './zod-messages';

config({ jitless: true, localeError: fieldMessage });
