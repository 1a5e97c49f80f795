import { useCallback, useRef, useState } from 'react';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { cn } from '../../lib/cn.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { CreateWorkspaceForm } from './create-workspace-form.tsx';
import { planLabel } from './plan-label.ts';

export function WorkspaceSwitcher() {
  const { t } = useTranslation(['workspaces', 'common']);
  const { workspaces, currentWorkspace, setCurrentWorkspace } = useAuth();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    setCreating(false);
  }, []);
  useDismiss(root, open, close);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={t('switcherLabel', { name: currentWorkspace?.name ?? t('none') })}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
        className="flex w-full items-center gap-2.5 rounded-md border border-zinc-200 bg-white px-2.5 py-2 text-left shadow-xs hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:bg-zinc-800"
      >
        <span
          aria-hidden
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-zinc-900 text-xs font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900"
        >
          {currentWorkspace?.name.slice(0, 1).toUpperCase() ?? '?'}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{currentWorkspace?.name ?? t('none')}</span>
          {currentWorkspace && <span className="block text-xs text-zinc-500 dark:text-zinc-400">{planLabel(currentWorkspace)}</span>}
        </span>
        <ChevronsUpDown className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
      </button>
      {open && (
        <div className="absolute inset-x-0 z-30 mt-1.5 rounded-lg border border-zinc-200 bg-white p-1.5 shadow-lg dark:border-zinc-800 dark:bg-zinc-900">
          {creating ? (
            <div className="p-2">
              <CreateWorkspaceForm onCreated={close} onCancel={() => setCreating(false)} />
            </div>
          ) : (
            <>
              <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('title')}</p>
              <ul className="max-h-64 overflow-y-auto">
                {workspaces.map((workspace) => {
                  const current = workspace.id === currentWorkspace?.id;
                  return (
                    <li key={workspace.id}>
                      <button
                        type="button"
                        aria-current={current ? 'true' : undefined}
                        onClick={() => {
                          setCurrentWorkspace(workspace);
                          close();
                        }}
                        className={cn(
                          'flex w-full items-center gap-2 rounded px-2.5 py-1.5 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800',
                          current ? 'font-medium text-zinc-900 dark:text-zinc-100' : 'text-zinc-700 dark:text-zinc-300',
                        )}
                      >
                        <span className="flex-1 truncate">{workspace.name}</span>
                        {current && <Check className="h-4 w-4 text-indigo-600 dark:text-indigo-400" aria-hidden />}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <div className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
              <button
                type="button"
                onClick={() => setCreating(true)}
                className="flex w-full items-center gap-2 rounded px-2.5 py-1.5 text-left text-sm text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
              >
                <Plus className="h-4 w-4" aria-hidden />
                {t('new')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
