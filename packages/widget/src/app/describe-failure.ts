import { t } from '../i18n/translate.ts';
import { ApiError } from '../lib/widget-api.ts';

export interface FailureText {
  message: string;
  /** Network trouble and server errors may pass on a second try; a refused request will not. */
  retryable: boolean;
}

/** What to tell the visitor when a send fails: the server's own words for a 4xx. */
export function describeFailure(error: unknown): FailureText {
  if (error instanceof ApiError) {
    const issues = (error.body.details as { issues?: { message?: unknown }[] } | undefined)?.issues ?? [];
    const detail = issues.map((issue) => issue.message).filter((text): text is string => typeof text === 'string');
    const message = detail.length > 0 ? `${error.message}: ${detail.join('; ')}` : error.message;
    return { message, retryable: error.status >= 500 };
  }
  return { message: t('offline'), retryable: true };
}
