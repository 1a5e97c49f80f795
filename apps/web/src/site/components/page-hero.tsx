import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle: ReactNode;
  children?: ReactNode;
  centered?: boolean;
}

/** The top of a public page: its one h1, a lead paragraph and the calls to action. */
export function PageHero({ eyebrow, title, subtitle, children, centered = false }: PageHeroProps) {
  return (
    <section className={cn('mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20', centered && 'text-center')}>
      <div className={cn('max-w-3xl', centered && 'mx-auto')}>
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <div className="mt-5 text-lg text-zinc-600 dark:text-zinc-400">{subtitle}</div>
        {children && <div className={cn('mt-8 flex flex-wrap gap-3', centered && 'justify-center')}>{children}</div>}
      </div>
    </section>
  );
}
