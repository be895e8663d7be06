import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A throttled read is tried again after the server's Retry-After, a few times (issue 12 defect 9). */
const MAX_THROTTLED_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;

/**
 * Client errors (4xx) are answers, not hiccups, except 429 ("slow down"): network and server
 * failures are retried once, a 429 up to MAX_THROTTLED_RETRIES times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 429) return failureCount < MAX_THROTTLED_RETRIES;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The server's Retry-After when it gave one, else react-query's doubling backoff. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(1000 * 2 ** failureCount, MAX_BACKOFF_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; tests make their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
