import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import type { Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useCopyTexts } from '../../lib/i18n/use-copy-texts.ts';
import { Select } from '../../components/ui/select.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { useTeamActions } from '../team/use-team.ts';

const EXPIRY_DAYS = [7, 30, 90] as const;

/** Makes a project's share link and shows it once: only its hash is kept on the server. */
export function ShareLinkForm({ workspaceId, projects }: { workspaceId: string; projects: Project[] }) {
  const { t } = useTranslation('client-access');
  const copyTexts = useCopyTexts();
  const [projectId, setProjectId] = useState('');
  const [days, setDays] = useState<number>(7);
  const [link, setLink] = useState<string | null>(null);
  const { shareLink } = useTeamActions(workspaceId);
  const chosen = projectId || projects[0]?.id || '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    shareLink.mutate({ projectId: chosen, expiresInDays: days }, { onSuccess: (created) => setLink(created.link) });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={shareLink.error?.message ?? null} />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
        <Select label={t('form.project')} value={chosen} onChange={(e) => setProjectId(e.target.value)} disabled={projects.length === 0}>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </Select>
        <Select label={t('form.validFor')} value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {EXPIRY_DAYS.map((d) => (
            <option key={d} value={d}>
              {t('form.days', { count: d })}
            </option>
          ))}
        </Select>
        <Button type="submit" busy={shareLink.isPending} disabled={!chosen}>
          <Link2 className="h-4 w-4" aria-hidden />
          {t('form.create')}
        </Button>
      </div>
      {link && (
        <div
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 p-3 dark:border-emerald-500/30 dark:bg-emerald-500/10"
        >
          <p className="mb-2 text-sm text-emerald-800 dark:text-emerald-300">{t('form.created')}</p>
          <div className="flex items-center gap-2">
            <code
              data-testid="share-link"
              className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1.5 font-mono text-xs text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200"
            >
              {link}
            </code>
            <CopyButton text={link} label={t('form.copy')} texts={copyTexts} />
          </div>
        </div>
      )}
    </form>
  );
}
