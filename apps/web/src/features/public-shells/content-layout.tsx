import { Link, NavLink, Outlet } from 'react-router';
import { BRAND } from '@commentflow/shared/brand';
import { STORAGE_KEYS } from '@commentflow/shared/constants';
import { ThemeCycleButton } from '../../components/theme-cycle-button.tsx';
import { cn } from '../../lib/cn.ts';
import { readItem } from '../../lib/storage.ts';
import { SiteLink } from '../../site/components/site-link.tsx';
import { SiteFooter } from '../../site/components/site-footer.tsx';
import { CookieSettingsModal } from '../../site/consent/cookie-settings-modal.tsx';
import { useHydrated } from '../../site/use-hydrated.ts';
import { SitePathsContext, type SitePaths } from './site-paths.ts';

const SECONDARY =
  'hidden rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 sm:inline dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white';
const PRIMARY =
  'shrink-0 rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white shadow-sm hover:bg-indigo-500';

export interface NavEntry {
  label: string;
  to: string;
}

interface ContentLayoutProps {
  paths: SitePaths;
  /** The section name beside the logo in a shell ("Docs", "Roadmap", "Demo"). */
  section?: string;
  nav: readonly NavEntry[];
}

/** The roadmap shell signs people in on its own host (ADR 005); the docs and demo shells send them to the main site. */
function AccountLink({ paths, to, className, children }: { paths: SitePaths; to: string; className: string; children: string }) {
  if (paths.shell === 'roadmap' && to !== '/client/dashboard') {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <SiteLink to={to} className={className}>
      {children}
    </SiteLink>
  );
}

/**
 * The frame of the docs, roadmap and demo pages, on the main site and in their own shells. A visitor
 * may land here first (a shell host has no other pages), so it asks for cookie consent and has the
 * site's footer with the legal links and "Cookie settings", like every main page (SiteLayout).
 */
export function ContentLayout({ paths, section, nav }: ContentLayoutProps) {
  // Prerendered pages are drawn signed out; the stored token counts once the browser has the page.
  const signedIn = useHydrated() && readItem(STORAGE_KEYS.authToken) !== null;
  return (
    <SitePathsContext value={paths}>
      <div className="flex min-h-screen flex-col bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
        <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
          <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
            <Link
              to="/"
              aria-label={section ? `${BRAND.name} ${section}: home` : `${BRAND.name}: home`}
              className="flex shrink-0 items-center gap-2 font-semibold"
            >
              <span className="flex h-7 w-7 items-center justify-center rounded-lg bg-indigo-600 text-[11px] font-bold text-white">
                {BRAND.logo}
              </span>
              <span className="hidden sm:inline">{BRAND.name}</span>
              {section && <span className="hidden font-normal text-zinc-500 sm:inline dark:text-zinc-400">{section}</span>}
            </Link>
            <nav aria-label="Site" className="-mx-1 flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto px-1 sm:gap-1">
              {nav.map((entry) => (
                <NavLink
                  key={entry.to}
                  to={entry.to}
                  end={entry.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-1.5 py-1.5 text-sm font-medium whitespace-nowrap sm:px-2.5',
                      isActive
                        ? 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-white'
                        : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white',
                    )
                  }
                >
                  {entry.label}
                </NavLink>
              ))}
            </nav>
            <ThemeCycleButton />
            {/* A reader of the docs, roadmap or demo is one step from trying the product. */}
            {signedIn ? (
              <AccountLink paths={paths} to="/client/dashboard" className={PRIMARY}>
                Dashboard
              </AccountLink>
            ) : (
              <>
                <AccountLink paths={paths} to="/login" className={SECONDARY}>
                  Sign in
                </AccountLink>
                <AccountLink paths={paths} to="/signup" className={PRIMARY}>
                  Start free
                </AccountLink>
              </>
            )}
          </div>
        </header>
        <main className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <CookieSettingsModal />
      </div>
    </SitePathsContext>
  );
}
