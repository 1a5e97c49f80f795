import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import english from '../../locales/en/auth.json';
import { oauthErrorText, signInErrorText, signUpErrorText } from './auth-error-text.ts';

const texts = i18next.createInstance();
await texts.init({ lng: 'en', ns: ['auth'], defaultNS: 'auth', resources: { en: { auth: english } } });
const t = texts.getFixedT('en', 'auth');

const failure = (code: string | null, status: number | null = 401) => new ApiError('server text', status, code);

describe('sign-in error texts (docs/product/errors.md)', () => {
  it.each([
    ['user-not-found', 'No account found with this email'],
    ['wrong-password', 'Incorrect password'],
    ['invalid-email', 'Invalid email address'],
    ['user-disabled', 'This account has been disabled'],
    ['rate-limited', 'Failed to sign in. Please try again.'],
    [null, 'Failed to sign in. Please try again.'],
  ])('%s -> %s', (code, text) => {
    expect(signInErrorText(failure(code), t)).toBe(text);
  });

  it('says an unexpected error occurred for anything that is not an API error', () => {
    expect(signInErrorText(new TypeError('x is undefined'), t)).toBe('An unexpected error occurred');
  });
});

describe('sign-up error texts (docs/product/errors.md)', () => {
  it.each([
    ['email-already-in-use', 'An account with this email already exists'],
    ['invalid-email', 'Invalid email address'],
    ['operation-not-allowed', 'Email/password accounts are not enabled'],
    ['weak-password', 'Password is too weak'],
    ['validation-failed', 'Failed to create account. Please try again.'],
  ])('%s -> %s', (code, text) => {
    expect(signUpErrorText(failure(code, 400), t)).toBe(text);
  });

  it('treats a network failure as a failed sign-up', () => {
    expect(signUpErrorText(new ApiError('Network Error', null), t)).toBe('Failed to create account. Please try again.');
  });
});

describe('OAuth error texts', () => {
  it('name the provider, or say it generally when unknown', () => {
    expect(oauthErrorText('rate-limited', 'GitHub', t)).toBe(
      'Failed to sign in with GitHub: too many attempts. Wait a minute and try again.',
    );
    expect(oauthErrorText('provider-not-configured', null, t)).toBe(
      'Failed to sign in: this server has no provider sign-in configured. Use your email and password, or ask your administrator.',
    );
    expect(oauthErrorText('something-else', null, t)).toBe('Failed to sign in. Please try again.');
  });
});
