import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A titled panel of sample content on a demo page; `id` names its heading, a target to pin on. */
export function DemoSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border border-zinc-200 p-5 dark:border-zinc-800', className)}>
      <h2 id={id} className="font-semibold text-zinc-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
