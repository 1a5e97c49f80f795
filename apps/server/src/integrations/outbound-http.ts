import { OutboundError } from '../outbound/outbound-fetch.ts';
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { ProviderCallError, type IntegrationHttp } from './http.ts';

/**
 * The integrations' HTTP function over the one outbound client: the SSRF checks (a self-hosted GitLab
 * or Jira address is a user's choice), a timeout and a capped answer. Reads and updates are retried
 * with backoff on 429 and 5xx, honouring Retry-After; a POST is sent once, since a tracker that failed
 * after creating the ticket would get it twice (the job layer retries background POSTs, and a person
 * retries a ticket that failed in front of them).
 */
export function integrationHttp(client: OutboundClient): IntegrationHttp {
  return async (url, request) => {
    try {
      const options = { method: request.method, headers: request.headers, body: request.body };
      const response = request.method === 'POST' ? await client.fetch(url, options) : await client.fetchWithRetry(url, options);
      return { status: response.status, headers: response.headers, text: response.text() };
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      // A refused or malformed address is the settings' to fix; the rest is the provider being unreachable.
      throw new ProviderCallError(error.message, error.code === 'blocked-address' || error.code === 'invalid-url' ? 422 : null);
    }
  };
}
