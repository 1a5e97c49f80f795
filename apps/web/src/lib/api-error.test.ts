import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse } from './api-error.ts';

describe('apiErrorFromResponse (docs/product/errors.md)', () => {
  it("uses the response's message and keeps its code and status", () => {
    const error = apiErrorFromResponse(401, { error: 'token-expired', message: 'Your session has expired' });
    expect(error.message).toBe('Your session has expired');
    expect(error.code).toBe('token-expired');
    expect(error.status).toBe(401);
  });

  it("falls back to 'HTTP error! status: {code}' without a message", () => {
    expect(apiErrorFromResponse(502, undefined).message).toBe('HTTP error! status: 502');
    expect(apiErrorFromResponse(500, { message: '' }).message).toBe('HTTP error! status: 500');
    expect(apiErrorFromResponse(503, 'Service Unavailable').code).toBeNull();
  });

  it('lists field problems of a validation failure by path', () => {
    const error = apiErrorFromResponse(400, {
      error: 'validation-failed',
      message: 'Invalid request',
      details: {
        issues: [
          { path: 'siteUrl', message: 'Must be an http(s) URL' },
          { path: 'allowedOrigins.1', message: 'An origin has no path' },
        ],
      },
    });
    expect(error.fieldIssues()).toEqual({ siteUrl: 'Must be an http(s) URL', 'allowedOrigins.1': 'An origin has no path' });
    expect(apiErrorFromResponse(404, { error: 'not-found', message: 'x' }).fieldIssues()).toEqual({});
  });
});
