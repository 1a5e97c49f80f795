import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateProjectRequest, type Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { isPlanLimit, PlanLimitNotice } from '../billing/plan-limit-notice.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useIssueText } from '../../lib/i18n/use-issue-text.ts';
import { parseOrigins } from './parse-origins.ts';
import { useCreateProject } from './use-projects.ts';

type FieldErrors = Partial<Record<'name' | 'siteUrl' | 'allowedOrigins', string>>;

/** Groups issue paths like "allowedOrigins.1" under their field. */
function byField(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function NewProjectForm({ workspaceId, onDone }: { workspaceId: string; onDone: (project: Project | null) => void }) {
  const { t } = useTranslation('projects');
  const issueText = useIssueText();
  const [name, setName] = useState('');
  const [siteUrl, setSiteUrl] = useState('');
  const [origins, setOrigins] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [limitError, setLimitError] = useState<ApiError | null>(null);
  const create = useCreateProject(workspaceId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setLimitError(null);
    const extra = parseOrigins(origins);
    const parsed = CreateProjectRequest.safeParse({ name, siteUrl: siteUrl.trim(), ...(extra.length ? { allowedOrigins: extra } : {}) });
    if (!parsed.success) {
      setErrors(byField(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueText(issue) }))));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ project }) => onDone(project),
      onError: (failure) => {
        if (isPlanLimit(failure)) {
          setLimitError(failure);
        } else if (failure instanceof ApiError) {
          const fields = byField(Object.entries(failure.fieldIssues()).map(([path, message]) => ({ path, message })));
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(failure.message);
        } else {
          setFormError(t('create.failed'));
        }
      },
    });
  };

  return (
    <Card className="mb-6 p-5">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div>
          <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('create.title')}</h2>
          <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t('create.text')}</p>
        </div>
        <FormAlert message={formError} />
        <PlanLimitNotice error={limitError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('create.name')}
            placeholder={t('create.namePlaceholder')}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
          <Input
            label={t('siteUrl')}
            type="url"
            placeholder="https://www.example.com"
            value={siteUrl}
            error={errors.siteUrl}
            onChange={(e) => setSiteUrl(e.target.value)}
          />
        </div>
        <Textarea
          label={t('create.extraOrigins')}
          placeholder="https://staging.example.com"
          hint={t('create.extraOriginsHint')}
          rows={2}
          value={origins}
          error={errors.allowedOrigins}
          onChange={(e) => setOrigins(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onDone(null)}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
