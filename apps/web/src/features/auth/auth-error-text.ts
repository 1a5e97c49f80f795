import { ApiError } from '../../lib/api-error.ts';

// Spec §8: the texts people see when signing in or up fails, by the server's error code.
const SIGN_IN_TEXTS: Record<string, string> = {
  'invalid-email': 'Invalid email address',
  'user-disabled': 'This account has been disabled',
  'user-not-found': 'No account found with this email',
  'wrong-password': 'Incorrect password',
};

const SIGN_UP_TEXTS: Record<string, string> = {
  'email-already-in-use': 'An account with this email already exists',
  'invalid-email': 'Invalid email address',
  'operation-not-allowed': 'Email/password accounts are not enabled',
  'weak-password': 'Password is too weak',
};

export function signInErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred';
  return (error.code && SIGN_IN_TEXTS[error.code]) || 'Failed to sign in. Please try again.';
}

export function signUpErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred';
  return (error.code && SIGN_UP_TEXTS[error.code]) || 'Failed to create account. Please try again.';
}

const RESET_TEXTS: Record<string, string> = {
  'invalid-email': 'Invalid email address',
  'user-not-found': 'No account found with this email',
};

export function resetErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred';
  return (error.code && RESET_TEXTS[error.code]) || 'Failed to send reset email. Please try again.';
}

/** What /auth/error says for each code the OAuth callback sends there. */
export function oauthErrorText(code: string | null, providerName: string | null): string {
  const failed = providerName ? `Failed to sign in with ${providerName}` : 'Failed to sign in';
  switch (code) {
    case 'account-exists-unverified':
      return `${failed}: an account with this email already exists, and the email is not verified on both sides. Sign in with your password, then connect ${providerName ?? 'the provider'} from your settings.`;
    case 'oauth-state-mismatch':
      return `${failed}: the sign-in took too long or was started in another tab. Please try again.`;
    case 'provider-not-configured':
      return `${failed}: this server has no ${providerName ?? 'provider'} sign-in configured. Use your email and password, or ask your administrator.`;
    case 'rate-limited':
      return `${failed}: too many attempts. Wait a minute and try again.`;
    case 'user-disabled':
      return 'This account has been disabled';
    default:
      return `${failed}. Please try again.`;
  }
}
