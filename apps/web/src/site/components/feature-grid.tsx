import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface GridFeature {
  title: string;
  text: string;
  icon?: LucideIcon;
}

export function FeatureGrid({ features, columns = 3 }: { features: readonly GridFeature[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {features.map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
          {Icon && <Icon className="mb-3 h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden />}
          <h3 className="text-sm font-semibold">{title}</h3>
          <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
        </li>
      ))}
    </ul>
  );
}
