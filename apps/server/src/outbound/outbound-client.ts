import type { AllowList } from './address-policy.ts';
import { checkOutboundUrl, outboundFetch, type OutboundRequestOptions, type OutboundResponse } from './outbound-fetch.ts';
import { outboundFetchWithRetry, type RetryOptions } from './retrying-fetch.ts';

type ClientOptions = Omit<OutboundRequestOptions, 'allowedHosts' | 'resolve'>;

/** outboundFetch with this instance's WEBHOOK_ALLOWED_HOSTS, as `app.outbound`: what features call. */
export interface OutboundClient {
  fetch(url: string | URL, options?: ClientOptions): Promise<OutboundResponse>;
  fetchWithRetry(url: string | URL, options?: ClientOptions & { retry?: RetryOptions }): Promise<OutboundResponse>;
  /** Throws the OutboundError a call to this URL would meet before connecting (a saved URL's check). */
  check(url: string | URL): Promise<void>;
}

export const createOutboundClient = (allowedHosts: AllowList): OutboundClient => ({
  fetch: (url, options) => outboundFetch(url, { ...options, allowedHosts }),
  fetchWithRetry: (url, options) => outboundFetchWithRetry(url, { ...options, allowedHosts }),
  check: (url) => checkOutboundUrl(url, { allowedHosts }),
});
