import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { signInErrorText, signUpErrorText } from './auth-error-text.ts';

const failure = (code: string | null, status: number | null = 401) => new ApiError('server text', status, code);

describe('sign-in error texts (spec §8)', () => {
  it.each([
    ['user-not-found', 'No account found with this email'],
    ['wrong-password', 'Incorrect password'],
    ['invalid-email', 'Invalid email address'],
    ['user-disabled', 'This account has been disabled'],
    ['rate-limited', 'Failed to sign in. Please try again.'],
    [null, 'Failed to sign in. Please try again.'],
  ])('%s -> %s', (code, text) => {
    expect(signInErrorText(failure(code))).toBe(text);
  });

  it('says an unexpected error occurred for anything that is not an API error', () => {
    expect(signInErrorText(new TypeError('x is undefined'))).toBe('An unexpected error occurred');
  });
});

describe('sign-up error texts (spec §8)', () => {
  it.each([
    ['email-already-in-use', 'An account with this email already exists'],
    ['invalid-email', 'Invalid email address'],
    ['operation-not-allowed', 'Email/password accounts are not enabled'],
    ['weak-password', 'Password is too weak'],
    ['validation-failed', 'Failed to create account. Please try again.'],
  ])('%s -> %s', (code, text) => {
    expect(signUpErrorText(failure(code, 400))).toBe(text);
  });

  it('treats a network failure as a failed sign-up', () => {
    expect(signUpErrorText(new ApiError('Network Error', null))).toBe('Failed to create account. Please try again.');
  });
});
