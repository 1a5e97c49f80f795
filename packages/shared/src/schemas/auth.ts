import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { User } from './user.ts';

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Invalid email address' }));

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(256, { message: 'Password must be at most 256 characters' });

export const DisplayName = z.string().trim().min(1, { message: 'Name is required' }).max(100);

/** Built-in identity provider: create an e-mail + password account. */
export const SignUpRequest = z.strictObject({
  email: Email,
  password: NewPassword,
  displayName: DisplayName,
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** Built-in identity provider: sign in with e-mail + password. */
export const SignInRequest = z.strictObject({
  email: Email,
  password: z.string().min(1, { message: 'Password is required' }).max(256),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** What the identity provider answers on sign-up, sign-in and refresh. */
export const IdTokenResponse = z.object({
  idToken: z.string(),
  expiresIn: z.number().int(),
  user: User,
});
export type IdTokenResponse = z.infer<typeof IdTokenResponse>;

/** Spec §7: POST /auth/verify { idToken }. */
export const VerifyRequest = z.strictObject({ idToken: z.string().min(1).max(8192) });
export type VerifyRequest = z.infer<typeof VerifyRequest>;

/** Spec §7: POST /auth/register { email, displayName, firebaseUid } after e-mail sign-up (profile sync). */
export const RegisterRequest = z.strictObject({
  email: Email,
  displayName: DisplayName,
  firebaseUid: z.string().max(128).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;
