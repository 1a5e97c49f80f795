import type { FieldIssue } from '@commentflow/shared';

/** A failed API call: the server's message, plus its status and stable error code when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    readonly details: unknown = undefined,
  ) {
    super(message);
  }

  /** Field problems of a validation-failed answer, keyed by field path. */
  fieldIssues(): Record<string, string> {
    const issues = (this.details as { issues?: FieldIssue[] } | undefined)?.issues;
    if (!Array.isArray(issues)) return {};
    return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
  }
}

interface ErrorLike {
  error?: unknown;
  message?: unknown;
  details?: unknown;
}

/** docs/product/errors.md: the response's message, or 'HTTP error! status: {code}' when it has none. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const parsed = (body && typeof body === 'object' ? body : {}) as ErrorLike;
  const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : `HTTP error! status: ${status}`;
  const code = typeof parsed.error === 'string' ? parsed.error : null;
  return new ApiError(message, status, code, parsed.details);
}
