import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIdentityRule, type Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useIssueText } from '../../lib/i18n/use-issue-text.ts';
import { useUpdateProject } from './use-projects.ts';

/**
 * Which addresses of the site count as one page (packages/shared rules/page-identity.ts): tracking
 * parameters, index.html, trailing slashes and fragments always go; the owner adds what their site
 * needs. Saving applies the rule to the pins already stored too.
 */
export function PageIdentityForm({ project, disabled }: { project: Project; disabled: boolean }) {
  const { t } = useTranslation('projects');
  const issueText = useIssueText();
  const rule = project.pageIdentity;
  const [hashRoutes, setHashRoutes] = useState(rule.hashRoutes);
  const [ignoreQuery, setIgnoreQuery] = useState(rule.ignoreQuery);
  const [params, setParams] = useState(rule.ignoredParams.join('\n'));
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const update = useUpdateProject(project.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = PageIdentityRule.safeParse({ hashRoutes, ignoreQuery, ignoredParams: params.split(/[\s,]+/).filter(Boolean) });
    if (!parsed.success) return setError(issueText(parsed.error.issues[0]!));
    setError(undefined);
    update.mutate({ pageIdentity: parsed.data }, { onSuccess: () => setSaved(true), onError: (failure) => setError(failure.message) });
  };

  const checkbox = (label: string, hint: string, checked: boolean, onChange: (value: boolean) => void) => (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-zinc-300 accent-indigo-600 dark:border-zinc-600"
      />
      <span>
        <span className="block font-medium text-zinc-900 dark:text-zinc-100">{label}</span>
        <span className="block text-zinc-500 dark:text-zinc-400">{hint}</span>
      </span>
    </label>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="page-identity-title">
      <div>
        <h3 id="page-identity-title" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {t('pageIdentity.title')}
        </h3>
        <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t('pageIdentity.text')}</p>
      </div>
      {checkbox(t('pageIdentity.hashRoutes'), t('pageIdentity.hashRoutesHint'), hashRoutes, setHashRoutes)}
      {checkbox(t('pageIdentity.ignoreQuery'), t('pageIdentity.ignoreQueryHint'), ignoreQuery, setIgnoreQuery)}
      <Textarea
        label={t('pageIdentity.params')}
        hint={t('pageIdentity.paramsHint')}
        rows={2}
        value={params}
        disabled={disabled || ignoreQuery}
        error={error}
        placeholder={t('pageIdentity.paramsPlaceholder')}
        onChange={(event) => setParams(event.target.value)}
        className="font-mono text-xs"
      />
      {!disabled && (
        <div className="flex items-center justify-end gap-3">
          {saved && (
            <span role="status" className="text-sm text-emerald-600 dark:text-emerald-400">
              {t('actions.saved', { ns: 'common' })}
            </span>
          )}
          <Button type="submit" size="sm" busy={update.isPending}>
            {t('pageIdentity.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
