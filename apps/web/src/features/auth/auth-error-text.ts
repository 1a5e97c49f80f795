import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error.ts';

/** `t` of the auth namespace. */
type AuthT = TFunction<'auth'>;

// docs/product/errors.md: the texts people see when signing in or up fails, by the server's error code. Each list
// names the codes that have their own text under `errors.<form>.<code>`; others say `other`.
const SIGN_IN_CODES = ['invalid-email', 'user-disabled', 'user-not-found', 'wrong-password'];
const SIGN_UP_CODES = ['email-already-in-use', 'invalid-email', 'operation-not-allowed', 'weak-password'];
const RESET_CODES = ['invalid-email', 'user-not-found'];

function errorText(error: unknown, form: 'signIn' | 'signUp' | 'reset', codes: string[], t: AuthT): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected');
  return t(`errors.${form}.${error.code && codes.includes(error.code) ? error.code : 'other'}`);
}

export function signInErrorText(error: unknown, t: AuthT): string {
  return errorText(error, 'signIn', SIGN_IN_CODES, t);
}

export function signUpErrorText(error: unknown, t: AuthT): string {
  return errorText(error, 'signUp', SIGN_UP_CODES, t);
}

export function resetErrorText(error: unknown, t: AuthT): string {
  return errorText(error, 'reset', RESET_CODES, t);
}

const OAUTH_TEXTS: Record<string, string> = {
  'account-exists-unverified': 'oauth.accountExists',
  'oauth-state-mismatch': 'oauth.stateMismatch',
  'provider-not-configured': 'oauth.notConfigured',
  'rate-limited': 'oauth.rateLimited',
  'user-disabled': 'oauth.disabled',
};

/** What /auth/error says for each code the OAuth callback sends there. */
export function oauthErrorText(code: string | null, providerName: string | null, t: AuthT): string {
  const failed = providerName ? t('oauth.failedWith', { provider: providerName }) : t('oauth.failed');
  const provider = providerName ?? t(code === 'provider-not-configured' ? 'oauth.aProvider' : 'oauth.theProvider');
  return t((code && OAUTH_TEXTS[code]) || 'oauth.other', { failed, provider });
}
