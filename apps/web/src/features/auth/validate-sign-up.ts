import { PASSWORD_MIN_LENGTH } from '@commentflow/shared';

export interface SignUpFields {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Spec §5: the sign-up form's own checks, before anything is sent; null when the form may be sent. */
export function validateSignUp(fields: SignUpFields): string | null {
  if (!fields.displayName.trim() || !fields.email.trim() || !fields.password) return 'Please fill in all fields';
  return validateNewPassword(fields.password, fields.confirmPassword);
}

/** The rules every new password follows, at sign-up and on reset. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return null;
}
