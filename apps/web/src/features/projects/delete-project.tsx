import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../comments/confirm-dialog.tsx';
import { useDeleteProject } from './use-projects.ts';

/** The danger zone: deleting the project takes its feedback and cuts off its widget. */
export function DeleteProject({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const remove = useDeleteProject(project);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="border-red-200 p-5 dark:border-red-500/30">
      <h2 className="text-sm font-semibold text-red-700 dark:text-red-400">{t('delete.title')}</h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('delete.text')}</p>
      <Button variant="danger" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
        {t('delete.title')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.confirmTitle', { name: project.name })}
        description={t('delete.confirmText')}
        confirmLabel={t('delete.title')}
        typeToConfirm={project.name}
        busy={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate('/client/dashboard', { replace: true }) })}
      />
    </Card>
  );
}
