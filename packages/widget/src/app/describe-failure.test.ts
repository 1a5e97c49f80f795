import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-request.ts';
import { describeFailure } from './describe-failure.ts';

describe('describeFailure', () => {
  it("uses the widget's own words for the refusals a visitor meets, so they follow its language", () => {
    const refused = new ApiError(403, { error: 'guests-not-allowed', message: 'server wording' });
    expect(describeFailure(refused)).toEqual({ message: 'Sign in to comment on this site', retryable: false });
  });

  it("keeps the server's words for other refusals (a validation failure's issues, once), and retries server errors", () => {
    const invalid = new ApiError(400, {
      error: 'validation-failed',
      message: 'body.website: Leave this field empty; body.body: Too long',
      details: { issues: [{ message: 'Leave this field empty' }, { message: 'Too long' }] },
    });
    expect(describeFailure(invalid)).toEqual({ message: 'Leave this field empty; Too long', retryable: false });
    expect(describeFailure(new ApiError(409, { error: 'conflict', message: 'This comment already has a screenshot' })).message).toBe(
      'This comment already has a screenshot',
    );
    expect(describeFailure(new ApiError(503, { error: 'internal', message: 'down' })).retryable).toBe(true);
  });

  it('names a plan limit as the server words it, with the way to upgrade, and does not retry it', () => {
    const limit = new ApiError(402, { error: 'plan-limit-reached', message: 'Your Free plan allows 200 comments' });
    expect(describeFailure(limit)).toEqual({
      message: 'Your Free plan allows 200 comments. The workspace owner can upgrade its plan in Billing.',
      retryable: false,
    });
  });

  it('says the text is kept when the server cannot be reached', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({
      message: 'Could not reach the server. Your text is kept: check your connection and retry.',
      retryable: true,
    });
  });
});
