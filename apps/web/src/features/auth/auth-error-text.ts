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
