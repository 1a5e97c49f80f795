import { Link } from 'react-router';
import { BRAND } from '@commentflow/shared';
import { WorkspaceSwitcher } from '../workspaces/workspace-switcher.tsx';
import { PlanCard } from './plan-card.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col border-r border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex h-14 items-center px-5">
        <Link
          to="/client/dashboard"
          onClick={onNavigate}
          className="flex items-center gap-2.5 font-semibold text-zinc-900 dark:text-zinc-100"
        >
          <span className="flex h-7 w-7 items-center justify-center rounded-lg bg-indigo-600 text-[11px] font-bold text-white">
            {BRAND.logo}
          </span>
          {BRAND.name}
        </Link>
      </div>
      <div className="px-3 pb-2">
        <WorkspaceSwitcher />
      </div>
      <SidebarNav onNavigate={onNavigate} />
      <PlanCard onNavigate={onNavigate} />
    </div>
  );
}
