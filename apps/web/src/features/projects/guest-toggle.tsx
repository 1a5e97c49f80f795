import { useTranslation } from 'react-i18next';
import type { Project } from '@commentflow/shared';
import { cn } from '../../lib/cn.ts';
import { useUpdateProject } from './use-projects.ts';

/** Whether visitors may comment without signing in; saved as soon as it is flipped. */
export function GuestToggle({ project, disabled }: { project: Project; disabled: boolean }) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject(project.id);
  const on = update.isPending ? !project.allowGuests : project.allowGuests;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id="guest-toggle-label" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {t('guests.label')}
        </p>
        <p id="guest-toggle-hint" className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">
          {on ? t('guests.on') : t('guests.off')}
        </p>
        {update.error && (
          <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {update.error.message}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="guest-toggle-label"
        aria-describedby="guest-toggle-hint"
        disabled={disabled || update.isPending}
        onClick={() => update.mutate({ allowGuests: !project.allowGuests })}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60',
          on ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-zinc-300 dark:bg-zinc-700',
        )}
      >
        <span
          className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-5' : 'translate-x-0.5')}
        />
      </button>
    </div>
  );
}
