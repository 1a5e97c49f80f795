import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { PageSuspense } from '../../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Sheet } from '../../components/ui/dialog.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useLiveSummary } from '../dashboard-home/use-workspace-summary.ts';
import { useExportAnnouncements } from '../data-export/use-data-export.ts';
import { NotificationsMenu } from '../notifications/notifications-menu.tsx';
import { UsageNotice } from '../billing/usage-notice.tsx';
import { PendingUpgradeRedirect } from '../billing/pending-upgrade-redirect.tsx';
import { RetentionNotice } from '../retention/retention-notice.tsx';
import { TrialNotice } from '../trial/trial-notice.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { SearchLauncher } from './search-launcher.tsx';
import { Sidebar } from './sidebar.tsx';
import { ThemeButton } from './theme-button.tsx';
import { UserMenu } from './user-menu.tsx';
import { useAccessChanges } from './use-access-changes.ts';
import { useWorkspaceRoom } from './use-workspace-room.ts';

/** The dashboard's section of a path (`/client/comments/abc` is `comments`): its pages share one screen. */
const sectionOf = (pathname: string) => pathname.split('/')[2] ?? '';

export function DashboardShell() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { currentWorkspace } = useAuth();
  useWorkspaceRoom();
  useAccessChanges();
  useLiveSummary();
  useExportAnnouncements();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-white dark:bg-zinc-950">
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 lg:block">
        <Sidebar />
      </aside>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen} title={t('navigation')} closeLabel={t('closeNavigation')} className="lg:hidden">
        <Sidebar onNavigate={() => setDrawerOpen(false)} />
      </Sheet>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-1.5 border-b border-zinc-200 bg-white/80 px-4 backdrop-blur sm:gap-2 sm:px-6 dark:border-zinc-800 dark:bg-zinc-950/80">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('openNavigation')}
            aria-expanded={drawerOpen}
            className="-ml-2 lg:hidden"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
          <div className="flex min-w-0 flex-1 items-center gap-2 lg:invisible">
            <span
              aria-hidden
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-[11px] font-bold text-white"
            >
              {BRAND.logo}
            </span>
            <span className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{currentWorkspace?.name ?? BRAND.name}</span>
          </div>
          <SearchLauncher />
          <ConnectionStatus />
          <NotificationsMenu />
          <ThemeButton />
          <UserMenu />
        </header>
        <TrialNotice />
        <RetentionNotice />
        <UsageNotice />
        <PendingUpgradeRedirect />
        <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {/* One boundary per section: the router moves between pages in a transition, during which
              React keeps the page already shown rather than a boundary's fallback, so a section whose
              code was still downloading left the previous one on screen under the new address. A new
              boundary has nothing shown yet: it shows that the section is loading. */}
          <PageSuspense key={sectionOf(pathname)} label={t('loading')}>
            <Outlet />
          </PageSuspense>
        </main>
      </div>
    </div>
  );
}
