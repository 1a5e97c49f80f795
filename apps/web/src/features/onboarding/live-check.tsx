import { Trans, useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { Project } from '@commentflow/shared';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';

/** Turns green when the widget first loads on the site; announced to screen readers as it changes. */
export function LiveCheck({ project }: { project: Project }) {
  const { t } = useTranslation('onboarding');
  const ago = useRelativeTime();
  const seen = Boolean(project.widgetSeenAt);
  return (
    <div
      role="status"
      data-testid="live-check"
      data-seen={seen}
      className={
        seen
          ? 'flex items-center gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-300'
          : 'flex items-center gap-3 rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-300'
      }
    >
      {seen ? (
        <CircleCheck className="h-5 w-5 shrink-0" aria-hidden />
      ) : (
        <span aria-hidden className="relative flex h-3 w-3 shrink-0">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-amber-400 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex h-3 w-3 rounded-full bg-amber-500" />
        </span>
      )}
      <span className="min-w-0">
        {seen ? (
          t('live.seen', { project: project.name, time: ago(project.widgetSeenAt!) })
        ) : (
          <>
            <Trans t={t} i18nKey="live.waiting" values={{ site: project.siteUrl }} components={{ site: <span className="break-all" /> }} />
          </>
        )}
      </span>
    </div>
  );
}
