import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface PageSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  muted?: boolean;
  id?: string;
}

/** A titled band of a public page; `muted` alternates the background between bands. */
export function PageSection({ title, intro, children, muted = false, id }: PageSectionProps) {
  return (
    <section id={id} className={cn('py-14 sm:py-16', muted && 'bg-zinc-50 dark:bg-zinc-900/40')}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h2>
        {intro && <div className="mt-3 max-w-3xl text-zinc-600 dark:text-zinc-400">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
