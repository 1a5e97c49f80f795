import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/widget-api.ts';
import { describeFailure } from './describe-failure.ts';

describe('describeFailure', () => {
  it("uses the widget's own words for the refusals a visitor meets, so they follow its language", () => {
    const refused = new ApiError(403, { error: 'guests-not-allowed', message: 'server wording' });
    expect(describeFailure(refused)).toEqual({ message: 'Sign in to comment on this site', retryable: false });
  });

  it("keeps the server's message and field issues for other refusals, and retries server errors", () => {
    const invalid = new ApiError(400, { error: 'validation-failed', message: 'Invalid request', details: { issues: [{ message: 'body is too long' }] } });
    expect(describeFailure(invalid)).toEqual({ message: 'Invalid request: body is too long', retryable: false });
    expect(describeFailure(new ApiError(503, { error: 'internal', message: 'down' })).retryable).toBe(true);
  });

  it('says the text is kept when the server cannot be reached', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({
      message: 'Could not reach the server. Your text is kept: check your connection and retry.',
      retryable: true,
    });
  });
});
