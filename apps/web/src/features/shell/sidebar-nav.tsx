import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { NAV_ITEMS } from './nav-items.ts';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex-1 space-y-0.5 overflow-y-auto px-3 py-2">
      {NAV_ITEMS.map(({ name, href, icon: Icon, badge }) => (
        <NavLink
          key={href}
          to={href}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'group flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors',
              isActive
                ? 'bg-zinc-200/70 text-zinc-900 dark:bg-zinc-800 dark:text-white'
                : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-zinc-100',
            )
          }
        >
          <Icon className="h-4 w-4 shrink-0 opacity-80" aria-hidden />
          <span className="flex-1">{name}</span>
          {badge && (
            <span className="rounded bg-indigo-100 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300">
              {badge}
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
