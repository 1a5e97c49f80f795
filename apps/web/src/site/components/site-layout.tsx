import { Outlet } from 'react-router';
import { CookieSettingsModal } from '../consent/cookie-settings-modal.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Every main public page: header, page, footer, and the cookie settings when no choice is stored. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieSettingsModal />
    </div>
  );
}
