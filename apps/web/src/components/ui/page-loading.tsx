import { Suspense, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

/**
 * A page's (or a panel's) data on its way: one centred, labelled spinner, the same everywhere.
 * `fill`: a whole page on its way, the spinner in the middle of the space the page will take.
 */
export function PageLoading({ label, fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={cn('flex justify-center text-zinc-500', fill ? 'min-h-[50vh] items-center' : 'py-16')}>
      <Spinner label={label} />
    </div>
  );
}

/** A whole page on its way (a lazily loaded page's code, the router's hydration): the one page-loading state. */
export function PageFallback({ label = 'Loading' }: { label?: string }) {
  return <PageLoading label={label} fill />;
}

/** Where a lazily loaded page shows (every route's Suspense: the public site, the sign-in screens, the dashboard's sections). */
export function PageSuspense({ label, children }: { label?: string; children: ReactNode }) {
  return <Suspense fallback={<PageFallback label={label} />}>{children}</Suspense>;
}
