import { useSyncExternalStore } from 'react';
import { PRERENDER_ORIGIN, SITE_URL_META } from '@commentflow/shared/rules/served-html';
import { mainSiteUrl } from '../features/public-shells/host-shell.ts';

const noSubscription = () => () => undefined;

/** While a page is prerendered: the placeholder the server fills; while it hydrates: what the server filled in. */
function servedOrigin(): string {
  if (typeof document === 'undefined') return PRERENDER_ORIGIN;
  return document.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META}"]`)?.content || mainSiteUrl('');
}

/** The main site's origin (https://example.com) for text that shows it, consistent with prerendered HTML. */
export function useMainSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, () => mainSiteUrl(''), servedOrigin);
}
