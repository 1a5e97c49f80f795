import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { HttpUrl } from './common.ts';
import { User } from './user.ts';
import { singleLine } from './text.ts';
import { PRODUCT_VARIANTS } from '../rules/aria-catalogue.ts';

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

export const DisplayName = singleLine(z.string().trim().min(1, { message: 'Name is required' }).max(100));

/** Built-in identity provider: create an e-mail + password account. */
export const SignUpRequest = z.strictObject({
  email: Email,
  password: NewPassword,
  displayName: DisplayName,
  /** The variant the visitor chose on the public site (`commentflow_product`): their first workspace's. */
  product: z.enum(PRODUCT_VARIANTS).optional(),
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

/** docs/product/api.md: POST /auth/verify { idToken }. */
export const VerifyRequest = z.strictObject({ idToken: z.string().min(1).max(8192) });
export type VerifyRequest = z.infer<typeof VerifyRequest>;

/** docs/product/api.md: POST /auth/register { email, displayName, firebaseUid } after e-mail sign-up (profile sync). */
export const RegisterRequest = z.strictObject({
  email: Email,
  displayName: DisplayName,
  firebaseUid: z.string().max(128).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** POST /auth/password-reset: ask for a reset link by e-mail. */
export const PasswordResetRequest = z.strictObject({ email: Email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /auth/password-reset/confirm: the token from the e-mailed link and the new password. */
export const PasswordResetConfirmRequest = z.strictObject({
  token: z.string().min(1).max(256),
  password: NewPassword,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/** POST /auth/password (signed in): change the password; the other sessions end. */
export const ChangePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1, { message: 'Current password is required' }).max(256),
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * docs/product/api.md mock auth (only with MOCK_AUTH=true outside production): POST /auth/login { email } and
 * POST /auth/register { email, password } (the register route tells it from the profile sync by its fields).
 */
export const MockLoginRequest = z.strictObject({ email: Email });
export type MockLoginRequest = z.infer<typeof MockLoginRequest>;
export const MockRegisterRequest = z.strictObject({ email: Email, password: NewPassword });
export type MockRegisterRequest = z.infer<typeof MockRegisterRequest>;

/** docs/product/data.md: the mock-auth user carries its token, uid and email. */
export const MockAuthResponse = IdTokenResponse.extend({ user: User.extend({ token: z.string() }) });
export type MockAuthResponse = z.infer<typeof MockAuthResponse>;

/** docs/product/api.md: POST /auth/google and /auth/github { email, displayName, photoURL, firebaseUid } after a social sign-in. */
export const SocialSyncRequest = z.strictObject({
  email: Email,
  displayName: DisplayName,
  photoURL: HttpUrl.nullable().optional(),
  firebaseUid: z.string().max(128).optional(),
});
export type SocialSyncRequest = z.infer<typeof SocialSyncRequest>;

export const OAUTH_PROVIDER_IDS = ['google', 'github', 'discord', 'gitlab', 'atlassian'] as const;
export const OAuthProviderId = z.enum(OAUTH_PROVIDER_IDS);
export type OAuthProviderId = z.infer<typeof OAuthProviderId>;

/** The names the spec's buttons and 'Failed to sign in with X' use. */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProviderId, string> = {
  google: 'Google',
  github: 'GitHub',
  discord: 'Discord',
  gitlab: 'GitLab',
  atlassian: 'Atlassian',
};

/** GET /auth/providers: all five, each saying whether this server has its client id and secret. */
export const ProvidersResponse = z.object({
  providers: z.array(z.object({ id: OAuthProviderId, name: z.string(), configured: z.boolean() })),
});
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

/** The codes GET /auth/{provider}/callback puts in /auth/error?error=<code>&provider=<id>. */
export const OAUTH_ERROR_CODES = [
  'oauth-failed',
  'oauth-state-mismatch',
  'account-exists-unverified',
  'provider-not-configured',
  'rate-limited',
  'user-disabled',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];
