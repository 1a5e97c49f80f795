import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@commentflow/shared';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 py-1.5">
      <dt className="text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="min-w-0 break-words text-zinc-800 dark:text-zinc-200">{children}</dd>
    </div>
  );
}

/**
 * Where the pin sits and what the commenter's browser was, each fact once: what a developer needs to
 * reproduce it (the thread panel's one metadata box).
 */
export function PinContext({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  const { anchor, viewport, meta } = comment;
  const pixelRatio = anchor?.devicePixelRatio ?? meta?.devicePixelRatio;
  const browser = meta?.browser && meta.os ? t('pin.browserOn', { browser: meta.browser, os: meta.os }) : (meta?.browser ?? meta?.os);
  return (
    <section
      aria-label={t('pin.label')}
      className="rounded-lg border border-zinc-200 bg-zinc-50/60 px-3 py-2 text-xs dark:border-zinc-800 dark:bg-zinc-950/40"
    >
      <dl className="divide-y divide-zinc-200/70 dark:divide-zinc-800/70">
        <Row term={t('pin.page')}>
          {comment.pageTitle && <span className="font-medium">{comment.pageTitle} · </span>}
          <span className="break-all">{comment.pageUrl}</span>
        </Row>
        {anchor && (
          <Row term={t('pin.element')}>
            <code className="font-mono break-all">{anchor.selector}</code>
          </Row>
        )}
        {anchor?.textQuote?.exact && (
          <Row term={t('pin.text')}>
            <q className="italic">{anchor.textQuote.exact}</q>
          </Row>
        )}
        {viewport && (
          <Row term={t('pin.viewport')}>
            {viewport.width} × {viewport.height}
            {pixelRatio && pixelRatio !== 1 ? ` @${pixelRatio}x` : ''}
          </Row>
        )}
        {(browser || meta?.userAgent) && <Row term={t('pin.browser')}>{browser || meta?.userAgent}</Row>}
        {(meta?.timezone || meta?.language) && (
          <Row term={t('pin.locale')}>{[meta.language, meta.timezone].filter(Boolean).join(' · ')}</Row>
        )}
      </dl>
    </section>
  );
}
