import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { BRAND } from '@commentflow/shared/brand';
import { STORAGE_KEYS } from '@commentflow/shared/constants';
import { DEFAULT_PRODUCT, findProduct } from '@commentflow/shared/rules/products';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { readItem } from '../../lib/storage.ts';
import { ThemeCycleButton } from '../../components/theme-cycle-button.tsx';
import { chosenProduct, productPagePath } from '../product-choice.ts';
import { useHydrated } from '../use-hydrated.ts';

/** "Product" opens the product page of the visitor's variant (docs/product/overview.md), DevFlow's until they chose one. */
const navFor = (productPath: string) => [
  { name: 'Product', to: productPath },
  { name: 'Docs', to: '/docs' },
  { name: 'Roadmap', to: '/roadmap' },
  { name: 'Pricing', to: '/premium' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'text-zinc-900 dark:text-white'
      : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white',
  );

const primaryClass = 'rounded-md bg-indigo-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-indigo-500';

/**
 * The public site's header. Whether someone is signed in is only a hint here (a stored token): the
 * session itself loads with the dashboard, which sends a stale token to the sign-in page.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { search } = useLocation();
  // Prerendered for a visitor who is not signed in and chose no variant; the browser adds what it knows once it has the page.
  const hydrated = useHydrated();
  const signedIn = hydrated && readItem(STORAGE_KEYS.authToken) !== null;
  const nav = navFor(productPagePath(hydrated ? chosenProduct(search) : findProduct(DEFAULT_PRODUCT)));
  const account = signedIn ? (
    <Link to="/client/dashboard" className={primaryClass}>
      Open dashboard
    </Link>
  ) : (
    <>
      <Link to="/login" className={linkClass({ isActive: false })}>
        Sign in
      </Link>
      <Link to="/signup" className={primaryClass}>
        Start free
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200/70 bg-white/90 backdrop-blur dark:border-zinc-800/70 dark:bg-zinc-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5 font-semibold text-zinc-900 dark:text-zinc-100">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-indigo-600 text-xs font-bold text-white">
            {BRAND.logo}
          </span>
          {BRAND.name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {item.name}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ThemeCycleButton />
          {account}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeCycleButton />
          <Button
            variant="ghost"
            size="icon"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="site-menu"
          aria-label="Main"
          className="border-t border-zinc-200 px-4 py-3 md:hidden dark:border-zinc-800"
          onClick={() => setMenuOpen(false)}
        >
          <div className="flex flex-col">
            {nav.map((item) => (
              <NavLink key={item.to} to={item.to} className={linkClass}>
                {item.name}
              </NavLink>
            ))}
          </div>
          <div className="mt-3 flex items-center gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">{account}</div>
        </nav>
      )}
    </header>
  );
}
