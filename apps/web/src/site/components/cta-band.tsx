import type { ReactNode } from 'react';

/** The closing call to action of a page, on an indigo band; links inside use the inverse CtaLink variants. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-indigo-600 px-6 py-10 text-white sm:px-10 dark:bg-indigo-700">
        <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
        <p className="mt-3 max-w-2xl text-indigo-100">{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
