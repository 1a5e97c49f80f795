import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useSitePaths } from '../public-shells/site-paths.ts';
import { DOCS_PAGES } from './docs-pages.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-1.5 text-sm whitespace-nowrap',
    isActive
      ? 'bg-indigo-50 font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
      : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white',
  );

/** The docs sidebar beside the page; on a phone it becomes a row you scroll sideways. */
export function DocsLayout() {
  const paths = useSitePaths();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:py-10">
      <nav aria-label="Documentation" className="lg:w-52 lg:shrink-0">
        <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:sticky lg:top-20 lg:flex-col lg:overflow-visible">
          {DOCS_PAGES.map((page) => (
            <li key={page.slug}>
              <NavLink to={page.slug ? paths.docsPage(page.slug) : paths.docsHome} end className={linkClass}>
                {page.title}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.apiReference} className={linkClass}>
              API reference
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
