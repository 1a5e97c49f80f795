import type { ReactNode } from 'react';

/**
 * A titled part of a page (the API page's keys and webhooks, Client access' invitations and links):
 * its heading and a line on what it is for, the button that adds to it if any, then its content.
 */
export function PageSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
