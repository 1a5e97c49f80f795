import { ApiError } from './api-error.ts';

/**
 * docs/product/api.md: a failed query is retried once. An answer the server gave on purpose (400-499: not found,
 * forbidden, invalid) would only be given again, so it is not retried; network and server failures are.
 */
export function shouldRetryQuery(failureCount: number, error: unknown, limit: number): boolean {
  if (failureCount >= limit) return false;
  const status = error instanceof ApiError ? error.status : null;
  return !(status !== null && status >= 400 && status < 500);
}
