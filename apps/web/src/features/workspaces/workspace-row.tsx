import { useState } from 'react';
import { Check, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog.tsx';
import { planLabel, roleLabel } from './plan-label.ts';
import { workspaceAddress } from './workspace-address.ts';
import { WorkspaceSettingsForm } from './workspace-settings-form.tsx';
import { can } from '@commentflow/shared/permissions';

/** One workspace in the list: its address, role and plan; switch, edit (owner, admin), delete (owner). */
export function WorkspaceRow({ workspace, current, onSwitch }: { workspace: Workspace; current: boolean; onSwitch: () => void }) {
  const { t } = useTranslation(['workspaces', 'common']);
  const ago = useRelativeTime();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const canEdit = can(workspace.role, 'workspace:update');
  const canDelete = can(workspace.role, 'workspace:delete');

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3.5 sm:flex-nowrap sm:px-5" data-testid="workspace-row">
      <span
        aria-hidden
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-zinc-900 text-sm font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900"
      >
        {workspace.name.slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{workspace.name}</p>
        <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
          <span className="font-mono">{workspaceAddress(workspace.slug)}</span> · {roleLabel(workspace.role)} ·{' '}
          {t('created', { time: ago(workspace.createdAt) })}
        </p>
      </div>
      <Badge tone={workspace.plan === 'free' ? 'neutral' : 'accent'}>{planLabel(workspace)}</Badge>
      {current ? (
        <span className="inline-flex w-24 items-center justify-end gap-1 text-sm font-medium text-indigo-600 dark:text-indigo-400">
          <Check className="h-4 w-4" aria-hidden />
          {t('current')}
        </span>
      ) : (
        <Button variant="secondary" size="sm" className="w-24" onClick={onSwitch}>
          {t('switch')}
          <span className="sr-only"> {t('switchTo', { name: workspace.name })}</span>
        </Button>
      )}
      {canEdit ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('actionsFor', { name: workspace.name })}>
              <MoreHorizontal className="h-4 w-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-44">
            <DropdownMenuItem onSelect={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('edit')}
            </DropdownMenuItem>
            {canDelete && (
              <DropdownMenuItem
                onSelect={() => setDeleting(true)}
                className="text-red-600 data-[highlighted]:text-red-700 dark:text-red-400 dark:data-[highlighted]:text-red-300"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('delete')}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <span className="hidden w-9 sm:block" aria-hidden />
      )}
      <Dialog open={editing} onOpenChange={setEditing} title={t('editTitle')} closeLabel={t('common:actions.close')}>
        <WorkspaceSettingsForm workspace={workspace} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </Dialog>
      {canDelete && <DeleteWorkspaceDialog workspace={workspace} open={deleting} onOpenChange={setDeleting} />}
    </li>
  );
}
