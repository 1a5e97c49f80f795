import type { ReactNode } from 'react';

interface LegalPageProps {
  title: string;
  summary: string;
  updated: string;
  children: ReactNode;
}

/** Terms, privacy and cookie policy: one readable column with the same typography. */
export function LegalPage({ title, summary, updated, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">Last updated {updated}</p>
      <p className="mt-6 text-lg text-zinc-600 dark:text-zinc-400">{summary}</p>
      <div className="mt-10 space-y-4 text-zinc-700 dark:text-zinc-300 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-zinc-900 dark:[&_h2]:text-zinc-100 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2 [&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 [&_code]:text-sm dark:[&_code]:bg-zinc-800">
        {children}
      </div>
    </article>
  );
}
