import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../http';
import { isRetryable } from './query-client';

describe('the query retry policy', () => {
  it('tries again after a network failure, a timeout or a server error', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }))).toBe(true);
    expect(isRetryable(new ApiError(503, 'Unavailable'))).toBe(true);
  });
  it('does not ask again when asking again cannot help', () => {
    expect(isRetryable(new ApiError(404, 'Not Found'))).toBe(false);
    expect(isRetryable(new ApiError(401, 'Unauthorized Session'))).toBe(false);
    expect(isRetryable(z.string().safeParse(1).error)).toBe(false);
    expect(isRetryable(new Error('Plans status 500'))).toBe(false);
  });
});
