// The one analytics module (docs/product/api.md, docs/product/api.md#analytics): the GA4 tag loads only with a
// configured measurement id AND the visitor's analytics consent; everything else goes through here.

import { ANALYTICS_TAG_ORIGIN } from '@commentflow/shared';

export type AnalyticsEvent =
  | { category: 'user'; action: 'sign_up' | 'login' | 'logout' }
  | { category: 'comment'; action: 'comment_created' | 'comment_resolved'; label?: string }
  | { category: 'engagement'; action: 'widget_load'; label?: string }
  | { category: 'subscription'; action: 'upgrade_click'; label: 'starter' | 'pro' };

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    [disableKey: `ga-disable-${string}`]: boolean | undefined;
  }
}

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
export const ANALYTICS_TAG_URL = `${ANALYTICS_TAG_ORIGIN}/gtag/js`;

let loadedId: string | null = null;
/** Undecided until the page knows the consent and the measurement id (GET /api/site). */
let state: 'undecided' | 'on' | 'off' = 'undecided';
/**
 * Events sent before that: a page that signs in as it opens (the OAuth return page) would otherwise
 * lose its `login` to the race with GET /api/site. Sent if the tag starts, dropped if it does not.
 */
const waiting: AnalyticsEvent[] = [];

/** Loads the tag once. Page views are sent by trackPageView, so GA's automatic one is off. */
export function startAnalytics(measurementId: string): void {
  if (!MEASUREMENT_ID.test(measurementId)) return;
  window[`ga-disable-${measurementId}`] = false;
  state = 'on';
  if (!loadedId) loadTag(measurementId);
  for (const event of waiting.splice(0)) trackEvent(event);
}

function loadTag(measurementId: string): void {
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects it finds in dataLayer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_TAG_URL}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** No consent (or withdrawn), or no measurement id: GA's documented opt-out flag stops an already loaded tag. */
export function stopAnalytics(): void {
  if (loadedId) window[`ga-disable-${loadedId}`] = true;
  state = 'off';
  waiting.length = 0;
}

export function trackPageView(path: string, title: string): void {
  if (state !== 'on') return;
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: window.location.href });
}

export function trackEvent(event: AnalyticsEvent): void {
  if (state === 'undecided') waiting.push(event);
  if (state !== 'on') return;
  window.gtag?.('event', event.action, { event_category: event.category, event_label: 'label' in event ? event.label : undefined });
}
