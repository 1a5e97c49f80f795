import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../comments/confirm-dialog.tsx';
import { InstallSnippet } from './install-snippet.tsx';
import { useRotateKey } from './use-projects.ts';

/** The install snippet and the key inside it; rotating it cuts off every page using the old one. */
export function WidgetKeyCard({ project, canManage }: { project: Project; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const rotate = useRotateKey(project.id);
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState(false);

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('key.title')}</h2>
        <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{t('key.text')}</p>
      </div>
      <InstallSnippet snippet={project.snippet} />
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
        <KeyRound className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('key.label')}</p>
          <code data-testid="widget-key" className="font-mono text-xs break-all text-zinc-900 dark:text-zinc-100">
            {project.publicKey}
          </code>
        </div>
        {canManage && (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('key.rotate')}
          </Button>
        )}
      </div>
      {rotated && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          {t('key.rotated')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('key.confirmTitle')}
        description={
          <>
            <p>{t('key.confirmText')}</p>
            <p className="mt-2">{t('key.confirmWhen')}</p>
          </>
        }
        confirmLabel={t('key.rotate')}
        busy={rotate.isPending}
        error={rotate.error?.message ?? null}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setRotated(true);
            },
          })
        }
      />
    </Card>
  );
}
