import type { ErrorCode, FieldIssue } from '@commentflow/shared';
import { fillTemplate, type MessageTemplate } from './i18n/message-template.ts';

/**
 * The one error the server throws on purpose; the error handler turns it into the API's error body.
 * Its message is English (logs, tests); the handler words it in the caller's language.
 */
export class AppError extends Error {
  /** Kept when the message has variable parts, so another language can word the whole sentence. */
  readonly template: MessageTemplate | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string | MessageTemplate,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : fillTemplate(message.template, message.params));
    this.name = 'AppError';
    this.template = typeof message === 'string' ? undefined : message;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

// Record<ErrorCode, number>: a code added to the shared union without a status here fails to compile.
export const ERROR_STATUS: Record<ErrorCode, number> = {
  'validation-failed': 400,
  'invalid-json': 400,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'not-found': 404,
  unauthorized: 401,
  'invalid-token': 401,
  'token-expired': 401,
  forbidden: 403,
  'origin-not-allowed': 403,
  // A widget handoff code that is unknown, used, expired or for another project: gone either way.
  'handoff-invalid': 410,
  'guests-not-allowed': 403,
  'project-not-granted': 403,
  conflict: 409,
  'slug-taken': 409,
  'plan-limit-reached': 402,
  'rate-limited': 429,
  'invalid-email': 400,
  'user-not-found': 401,
  'wrong-password': 401,
  'user-disabled': 403,
  'email-already-in-use': 409,
  'weak-password': 400,
  'invalid-reset-token': 400,
  'account-exists-unverified': 409,
  'oauth-failed': 502,
  'oauth-state-mismatch': 400,
  'provider-not-configured': 404,
  internal: 500,
  'last-owner': 409,
  'invalid-invite': 410,
  'invite-email-mismatch': 403,
  'already-member': 409,
  'export-expired': 410,
  'idempotency-key-reused': 422,
  'invalid-signature': 401,
  // The tracker or chat refused the credentials or settings: fixing them is up to the caller.
  'integration-rejected': 422,
  // The tracker or chat could not be reached or failed, after the retries.
  'integration-unavailable': 502,
  // The database is out of reach (a restart, a network cut): nothing was changed; try again shortly.
  'database-unavailable': 503,
  // The database's disk is full: nothing was changed, and what is stored is intact.
  'storage-full': 507,
  // Too many requests in flight on this instance (plugins/overload-guard.ts): retry after Retry-After.
  overloaded: 503,
};

// Each subject's '<what> not found' has its own entry in the message catalogues: a typed list keeps them complete.
export const NOT_FOUND_SUBJECTS = [
  'API key',
  'Comment',
  'Export',
  'Integration',
  'Invitation',
  'Job',
  'Member',
  'Mute',
  'Notification',
  'Project',
  'Request',
  'Rule',
  'Screenshot',
  'User',
  'Webhook endpoint',
  'Webhook delivery',
  'Workspace',
] as const;
export type NotFoundSubject = (typeof NOT_FOUND_SUBJECTS)[number];

export const notFound = (what: NotFoundSubject) => new AppError('not-found', `${what} not found`);
export const forbidden = (message: string | MessageTemplate = 'You do not have permission to do that') =>
  new AppError('forbidden', message);
export const validationFailed = (issues: FieldIssue[]) =>
  new AppError('validation-failed', issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; '), { issues });
