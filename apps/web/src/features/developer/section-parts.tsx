import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useCopyTexts } from '../../lib/i18n/use-copy-texts.ts';
import { useIssueText } from '../../lib/i18n/use-issue-text.ts';

// The pieces /client/api's sections (API keys, webhooks) share.

/**
 * A create form's submit: the draft is checked against its request schema first (the first problem
 * shown in the reader's language), then created; the server's refusal is shown too.
 */
export function useCreateSubmit<Request, Created>(create: UseMutationResult<Created, Error, Request>) {
  const issueText = useIssueText();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent, parsed: z.ZodSafeParseResult<Request>, onCreated: (created: Created) => void) => {
    event.preventDefault();
    setError(null);
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? issueText(parsed.error.issues[0]) : null);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
    });
  };
  return { error, submit };
}

/** A create form's last row: cancel, and the submit button, busy while the request runs. */
export function CreateFormButtons({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** A secret in full (a new key, a webhook's signing secret), with its copy button and what else goes beside it. */
export function SecretValue({
  secret,
  copyLabel,
  testId,
  children,
}: {
  secret: string;
  copyLabel: string;
  testId?: string;
  children?: ReactNode;
}) {
  const copyTexts = useCopyTexts();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        data-testid={testId}
        className="min-w-0 flex-1 rounded-md bg-zinc-100 px-3 py-2 font-mono text-xs break-all text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100"
      >
        {secret}
      </code>
      <div className="flex gap-2">
        <CopyButton text={secret} label={copyLabel} texts={copyTexts} />
        {children}
      </div>
    </div>
  );
}
