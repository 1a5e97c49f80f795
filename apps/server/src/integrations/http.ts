/**
 * How providers reach their APIs: one function with the outbound module's contract (platform's
 * `apps/server/src/outbound/`: SSRF protection, timeouts, capped responses, retries on 429/5xx that
 * honour Retry-After). Providers receive it; they never call fetch themselves.
 */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
}

export type IntegrationHttp = (url: string, request: HttpRequest) => Promise<HttpResponse>;

/** A provider answered with an error, or could not be reached: `message` is the provider's own words. */
export class ProviderCallError extends Error {
  override readonly name = 'ProviderCallError';

  constructor(
    message: string,
    /**
     * The provider's HTTP status, or null when it could not be reached. A provider module that finds
     * the answer unusable (issues turned off, an unknown list) says 422.
     */
    readonly status: number | null,
  ) {
    super(message);
  }

  /** Refused credentials or access: retrying the same call will not help. */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** The body as JSON; a provider's non-JSON answer to a JSON API is an error in its words. */
export function readJson<T>(response: HttpResponse, provider: string): T {
  try {
    return JSON.parse(response.text) as T;
  } catch {
    throw new ProviderCallError(`${provider} answered something other than JSON (HTTP ${response.status})`, 502);
  }
}

/**
 * Throws a ProviderCallError with the provider's message unless the status is 2xx. `describe` picks the
 * message out of the provider's error body (its raw text when it is not JSON).
 */
export function expectOk(response: HttpResponse, describe: (body: unknown) => string | undefined): HttpResponse {
  if (response.status >= 200 && response.status < 300) return response;
  let detail: string | undefined;
  try {
    detail = describe(JSON.parse(response.text));
  } catch {
    detail = response.text.trim().slice(0, 300) || undefined;
  }
  throw new ProviderCallError(`HTTP ${response.status}${detail ? ` ${detail}` : ''}`, response.status);
}
