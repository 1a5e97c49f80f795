import { PASSWORD_MIN_LENGTH } from '@commentflow/shared';

export interface SignUpFields {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** What is wrong with a form, as its `validation.<problem>` text of the auth namespace. */
export type SignUpProblem = 'fillAll' | 'mismatch' | 'tooShort';

/** docs/product/validation.md: the sign-up form's own checks, before anything is sent; null when the form may be sent. */
export function validateSignUp(fields: SignUpFields): SignUpProblem | null {
  if (!fields.displayName.trim() || !fields.email.trim() || !fields.password) return 'fillAll';
  return validateNewPassword(fields.password, fields.confirmPassword);
}

/** The rules every new password follows, at sign-up and on reset. */
export function validateNewPassword(password: string, confirmPassword: string): SignUpProblem | null {
  if (password !== confirmPassword) return 'mismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return null;
}
