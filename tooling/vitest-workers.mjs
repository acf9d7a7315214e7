import { availableParallelism } from 'node:os';

/**
 * How many files vitest runs at once: one per core but one, as vitest would, but never fewer than two.
 * Vitest's own default leaves a 2-core machine (CI's) one worker, with the other core all but idle: 467 s
 * for the unit suite there, against 351 s with two (session 30).
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
