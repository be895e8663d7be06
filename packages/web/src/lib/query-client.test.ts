import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

const throttled = (retryAfterMs?: number) => new ApiError(429, { message: 'Too many requests. Please wait a moment.' }, retryAfterMs);

describe('query retries', () => {
  it('tries a throttled read again a few times, other 4xx never, failures once', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, throttled(1000)))).toEqual([true, true, true, false]);
    for (const status of [401, 403, 404, 422]) expect(shouldRetry(0, new ApiError(status))).toBe(false);
    expect([0, 1].map((n) => shouldRetry(n, new ApiError(0)))).toEqual([true, false]);
    expect([0, 1].map((n) => shouldRetry(n, new ApiError(500)))).toEqual([true, false]);
  });

  it("waits as long as the server's Retry-After asks, else doubles from a second", () => {
    expect(retryDelay(0, throttled(7000))).toBe(7000);
    expect(retryDelay(2, throttled(0))).toBe(0);
    expect([0, 1, 2, 10].map((n) => retryDelay(n, throttled()))).toEqual([1000, 2000, 4000, 30_000]);
    expect(retryDelay(1, new Error('x'))).toBe(2000);
  });
});
