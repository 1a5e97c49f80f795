import { ProviderCallError, type IntegrationHttp } from './http.ts';

const TIMEOUT_MS = 10_000;

/**
 * The integrations' HTTP function. TEMPORARY until platform's `apps/server/src/outbound/` lands on
 * main: then this becomes its retrying client (SSRF checks, Retry-After), a one-line change.
 */
export const outboundHttp: IntegrationHttp = async (url, request) => {
  try {
    const response = await fetch(url, { ...request, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'could not connect';
    throw new ProviderCallError(`${reason} (${new URL(url).host})`, null);
  }
};
