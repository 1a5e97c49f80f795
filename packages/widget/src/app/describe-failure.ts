import type { ErrorCode } from '@commentflow/shared/errors';
import type { StringKey } from '../i18n/strings.ts';
import { t } from '../i18n/translate.ts';
import { ApiError } from '../lib/api-request.ts';

// Refusals a visitor of the widget meets, in the widget's language; other codes keep the server's words.
const OWN_WORDS: Partial<Record<ErrorCode, StringKey>> = {
  'guests-not-allowed': 'guestsNotAllowed',
  'origin-not-allowed': 'originNotAllowed',
  'rate-limited': 'rateLimited',
};

export interface FailureText {
  message: string;
  /** Network trouble and server errors may pass on a second try; a refused request will not. */
  retryable: boolean;
}

/** What to tell the visitor when a send fails: our words for the refusals we know, else the server's. */
export function describeFailure(error: unknown): FailureText {
  if (error instanceof ApiError) {
    const issues = (error.body.details as { issues?: { message?: unknown }[] } | undefined)?.issues ?? [];
    const detail = issues.map((issue) => issue.message).filter((text): text is string => typeof text === 'string');
    const own = error.body.error && OWN_WORDS[error.body.error];
    // A validation failure's message already lists its issues, each after its field's path ("body.website"):
    // the issues alone read better.
    // A plan limit: the server names it ("Your Free plan allows 200 comments"); we add the way out.
    const message = own
      ? t(own)
      : error.body.error === 'plan-limit-reached'
        ? t('planLimit', { limit: error.message })
        : detail.length > 0
          ? detail.join('; ')
          : error.message;
    return { message, retryable: error.status >= 500 };
  }
  return { message: t('offline'), retryable: true };
}
