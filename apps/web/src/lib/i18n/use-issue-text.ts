import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The shared schemas' own rules (refinements), named by the field they guard. */
const RULES_BY_FIELD: Record<string, string> = {
  projectIds: 'validation.projects',
  allowedOrigins: 'validation.origin',
};

/**
 * A shared schema's validation issue in the reader's language (`t` of the common namespace). The
 * schemas keep their English messages for the API; here an issue is read by its kind (code, format,
 * bounds, field), never by its text. Anything else keeps the schema's message.
 */
export function issueText(issue: z.core.$ZodIssue, t: TFunction<'common'>): string {
  const rule = RULES_BY_FIELD[String(issue.path[0])];
  switch (issue.code) {
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return t('validation.url');
      return issue.message;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('validation.required');
      return issue.origin === 'array' && rule ? t(rule) : issue.message;
    case 'too_big':
      return issue.origin === 'string' ? t('validation.tooLong', { max: Number(issue.maximum) }) : issue.message;
    case 'custom':
      return rule ? t(rule) : issue.message;
    default:
      return issue.message;
  }
}

export function useIssueText(): (issue: z.core.$ZodIssue) => string {
  const { t } = useTranslation('common');
  return useCallback((issue: z.core.$ZodIssue) => issueText(issue, t), [t]);
}
