import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { cn } from '../../lib/cn.ts';
import { useWorkspaceSummary } from '../dashboard-home/use-workspace-summary.ts';
import { NAV_ITEMS } from './nav-items.ts';

/** The ten destinations; Comments counts my unresolved assigned threads (docs/product/screens.md#dashboard-shell), API says 'NEW'. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { currentWorkspace } = useAuth();
  const summary = useWorkspaceSummary(currentWorkspace?.id);
  const assigned = summary.data?.assignedToMe ?? 0;

  return (
    <nav aria-label={t('mainNavigation')} className="flex-1 space-y-0.5 overflow-y-auto px-3 py-2">
      {NAV_ITEMS.map(({ key, href, icon: Icon, badge }) => {
        const count = key === 'comments' && assigned > 0 ? String(assigned) : undefined;
        const label = badge ?? count;
        return (
          <NavLink
            key={href}
            to={href}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'group flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
                isActive
                  ? 'bg-zinc-200/70 text-zinc-900 dark:bg-zinc-800 dark:text-white'
                  : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-zinc-100',
              )
            }
          >
            <Icon className="h-4 w-4 shrink-0 opacity-80" aria-hidden />
            <span className="flex-1">{t(`nav.${key}`)}</span>
            {label && (
              <span
                className={cn(
                  'rounded px-1.5 py-0.5 text-[10px] font-semibold tracking-wide',
                  badge
                    ? 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300'
                    : 'bg-zinc-200 text-zinc-700 tabular-nums dark:bg-zinc-700 dark:text-zinc-200',
                )}
              >
                {label}
                {count && <span className="sr-only"> {t('assignedToYou', { count: assigned })}</span>}
              </span>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}
