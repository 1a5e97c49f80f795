import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { BRAND } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { SearchLauncher } from './search-launcher.tsx';
import { Sidebar } from './sidebar.tsx';
import { ThemeButton } from './theme-button.tsx';
import { UserMenu } from './user-menu.tsx';
import { useWorkspaceRoom } from './use-workspace-room.ts';

export function DashboardShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { currentWorkspace } = useAuth();
  useWorkspaceRoom();

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen bg-white dark:bg-zinc-950">
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 lg:block">
        <Sidebar />
      </aside>

      {drawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Navigation">
          <div className="absolute inset-0 bg-zinc-950/50" aria-hidden onClick={() => setDrawerOpen(false)} />
          <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-xl">
            <Sidebar onNavigate={() => setDrawerOpen(false)} />
            <Button variant="ghost" size="icon" aria-label="Close navigation" className="absolute top-2.5 right-2.5" onClick={() => setDrawerOpen(false)}>
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
      )}

      <div className="lg:pl-64">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-zinc-200 bg-white/80 px-4 backdrop-blur sm:px-6 dark:border-zinc-800 dark:bg-zinc-950/80">
          <Button variant="ghost" size="icon" aria-label="Open navigation" aria-expanded={drawerOpen} className="-ml-2 lg:hidden" onClick={() => setDrawerOpen(true)}>
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
          <div className="flex min-w-0 flex-1 items-center gap-2 lg:invisible">
            <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-[11px] font-bold text-white">
              {BRAND.logo}
            </span>
            <span className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{currentWorkspace?.name ?? BRAND.name}</span>
          </div>
          <SearchLauncher />
          <ConnectionStatus />
          <ThemeButton />
          <UserMenu />
        </header>
        <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Suspense
            fallback={
              <div className="flex justify-center py-20 text-zinc-500">
                <Spinner label="Loading" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
