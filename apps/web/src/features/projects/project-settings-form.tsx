import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateProjectRequest, type Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useIssueText } from '../../lib/i18n/use-issue-text.ts';
import { parseOrigins } from './parse-origins.ts';
import { useUpdateProject } from './use-projects.ts';

type FieldErrors = Partial<Record<'siteUrl' | 'allowedOrigins' | 'form', string>>;

/** The site URL and the extra origins the widget may run on; the site's own origin is implied. */
export function ProjectSettingsForm({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const issueText = useIssueText();
  const siteOrigin = originOf(project.siteUrl);
  const [siteUrl, setSiteUrl] = useState(project.siteUrl);
  const [origins, setOrigins] = useState(project.allowedOrigins.filter((o) => o !== siteOrigin).join('\n'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateProject(project.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = UpdateProjectRequest.safeParse({ siteUrl: siteUrl.trim(), allowedOrigins: parseOrigins(origins) });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'siteUrl' ? 'siteUrl' : 'allowedOrigins'] ??= issueText(issue);
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: ({ project: updated }) => {
        const origin = originOf(updated.siteUrl);
        setOrigins(updated.allowedOrigins.filter((o) => o !== origin).join('\n'));
        setSaved(true);
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fieldIssues() : {};
        const originIssue = Object.entries(fields).find(([path]) => path.startsWith('allowedOrigins'))?.[1];
        setErrors({
          siteUrl: fields.siteUrl,
          allowedOrigins: originIssue,
          form: fields.siteUrl || originIssue ? undefined : failure.message,
        });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Input label={t('siteUrl')} type="url" value={siteUrl} error={errors.siteUrl} onChange={(e) => setSiteUrl(e.target.value)} />
      <Textarea
        label={t('allowedOrigins')}
        hint={t('settings.originsHint', { origin: siteOrigin || t('settings.siteOrigin') })}
        rows={3}
        value={origins}
        error={errors.allowedOrigins}
        placeholder="https://staging.example.com"
        onChange={(e) => setOrigins(e.target.value)}
        className="font-mono text-xs"
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.form}
        </p>
      )}
      <div className="flex items-center justify-end gap-3">
        {saved && (
          <span role="status" className="text-sm text-emerald-600 dark:text-emerald-400">
            {t('actions.saved', { ns: 'common' })}
          </span>
        )}
        <Button type="submit" size="sm" busy={update.isPending}>
          {t('actions.save', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
