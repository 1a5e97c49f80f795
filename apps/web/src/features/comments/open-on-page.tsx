import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { threadLink } from '@commentflow/shared/rules/thread-link';
import { commentsApi } from './comments-api.ts';

/**
 * "Open on page": the thread on the customer's page, with the widget there signed in as this member
 * through a one-use code in the link's fragment. The tab opens at the click (a tab opened after the
 * request would be a blocked popup) and goes to the page once the code is there, or without it when
 * the request fails: signed out then, as before. A modified click (new window, background tab)
 * follows the plain link.
 */
export function OpenOnPage({ pageUrl, commentId }: { pageUrl: string; commentId: string }) {
  const { t } = useTranslation('comments');
  const href = threadLink(pageUrl, commentId);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const tab = window.open('about:blank', '_blank');
    if (!tab) return;
    event.preventDefault();
    // The customer's page gets no handle on the dashboard (the link's rel="noopener", kept by hand).
    tab.opener = null;
    commentsApi.widgetHandoff(commentId).then(
      ({ code }) => tab.location.replace(threadLink(pageUrl, commentId, code)),
      () => tab.location.replace(href),
    );
  };

  return (
    <a
      href={href}
      onClick={open}
      target="_blank"
      rel="noreferrer noopener"
      className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-md border border-zinc-200 px-2 py-1 font-medium text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
    >
      {t('thread.openOnPage')}
      <ExternalLink className="h-3 w-3" aria-hidden />
    </a>
  );
}
