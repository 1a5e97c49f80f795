import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../comments/confirm-dialog.tsx';
import { InstallSnippet } from './install-snippet.tsx';
import { useRotateKey } from './use-projects.ts';

/** The install snippet and the key inside it; rotating it cuts off every page using the old one. */
export function WidgetKeyCard({ project, canManage }: { project: Project; canManage: boolean }) {
  const rotate = useRotateKey(project.id);
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState(false);

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">Install</h2>
        <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">Paste this tag before the closing &lt;/body&gt; of every page that should collect feedback.</p>
      </div>
      <InstallSnippet snippet={project.snippet} />
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
        <KeyRound className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-zinc-500 dark:text-zinc-400">Widget key</p>
          <code data-testid="widget-key" className="font-mono text-xs break-all text-zinc-900 dark:text-zinc-100">
            {project.publicKey}
          </code>
        </div>
        {canManage && (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Rotate key
          </Button>
        )}
      </div>
      {rotated && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          New key issued. Update the snippet on your site: the old key no longer works.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the widget key?"
        description={
          <>
            <p>The current key stops working at once: every page still using the old snippet loses the widget until you paste the new one.</p>
            <p className="mt-2">Do this when the key leaked or a site should no longer collect feedback.</p>
          </>
        }
        confirmLabel="Rotate key"
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
