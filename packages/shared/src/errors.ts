// Every error code the API answers with. The server maps each to a status in a
// Record<ErrorCode, number>, so adding a code here without a status fails to compile.
export const ERROR_CODES = [
  'validation-failed',
  'invalid-json',
  'payload-too-large',
  'unsupported-media-type',
  'not-found',
  'unauthorized',
  'invalid-token',
  'token-expired',
  'forbidden',
  'origin-not-allowed',
  'handoff-invalid',
  'guests-not-allowed',
  'project-not-granted',
  'conflict',
  'slug-taken',
  'plan-limit-reached',
  'rate-limited',
  'invalid-email',
  'user-not-found',
  'wrong-password',
  'user-disabled',
  'email-already-in-use',
  'weak-password',
  'invalid-reset-token',
  'account-exists-unverified',
  'oauth-failed',
  'oauth-state-mismatch',
  'provider-not-configured',
  'internal',
  'last-owner',
  'invalid-invite',
  'invite-email-mismatch',
  'already-member',
  'export-expired',
  'idempotency-key-reused',
  'invalid-signature',
  'integration-rejected',
  'integration-unavailable',
  'database-unavailable',
  'storage-full',
  'overloaded',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  details?: unknown;
}

/** Field problems in a validation-failed body: one entry per offending field. */
export interface FieldIssue {
  path: string;
  message: string;
}

export const TOKEN_INVALID_CODES: readonly ErrorCode[] = ['invalid-token', 'token-expired'];
