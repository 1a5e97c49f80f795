import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { shouldRetryQuery } from './should-retry-query.ts';

describe('shouldRetryQuery (docs/product/api.md: retry 1)', () => {
  it('retries a network or server failure once', () => {
    expect(shouldRetryQuery(0, new ApiError('Network Error', null), 1)).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('HTTP error! status: 503', 503), 1)).toBe(true);
    expect(shouldRetryQuery(1, new ApiError('HTTP error! status: 503', 503), 1)).toBe(false);
  });

  it('does not ask again what the server refused on purpose', () => {
    expect(shouldRetryQuery(0, new ApiError('Comment not found', 404, 'not-found'), 1)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Forbidden', 403, 'forbidden'), 1)).toBe(false);
  });
});
