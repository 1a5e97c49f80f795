import { BRAND } from '@commentflow/shared/brand';
import { mainSiteUrl } from '../features/public-shells/host-shell.ts';

/** An unknown tenant subdomain, or one whose lookup failed. */
export function WorkspaceNotFound({ slug, unreachable }: { slug: string; unreachable: boolean }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-zinc-50 px-4 py-12 text-center dark:bg-zinc-950">
      <div className="w-full max-w-md rounded-xl border border-zinc-200 bg-white p-8 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        <span className="mx-auto flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-600 text-sm font-bold text-white">
          {BRAND.logo}
        </span>
        <h1 className="mt-5 text-xl font-semibold text-zinc-900 dark:text-zinc-100">
          {unreachable ? 'Workspace unavailable' : 'Workspace not found'}
        </h1>
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
          {unreachable ? (
            <>We could not reach the server to look up “{slug}”. Check your connection and reload the page.</>
          ) : (
            <>There is no workspace at “{slug}”. Check the address for typos, or ask the person who invited you for the right link.</>
          )}
        </p>
        <a
          href={mainSiteUrl('/')}
          className="mt-6 inline-flex rounded-md bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-indigo-500"
        >
          Go to {BRAND.name}
        </a>
      </div>
    </main>
  );
}
