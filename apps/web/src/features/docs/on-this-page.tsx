import { cn } from '../../lib/cn.ts';

export interface PageHeading {
  id: string;
  text: string;
  level: number;
}

/** The page's own headings, beside the text on wide screens. */
export function OnThisPage({ headings }: { headings: readonly PageHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label="On this page" className="hidden w-52 shrink-0 xl:block">
      <div className="sticky top-20">
        <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">On this page</p>
        <ul className="mt-3 space-y-1.5 border-l border-zinc-200 text-sm dark:border-zinc-800">
          {headings.map((heading) => (
            <li key={heading.id} className={cn(heading.level > 2 ? 'pl-6' : 'pl-3')}>
              <a href={`#${heading.id}`} className="block text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white">
                {heading.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
