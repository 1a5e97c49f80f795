import type { z } from 'zod';
import { STORAGE_KEYS, TOKEN_INVALID_CODES, type ErrorCode } from '@commentflow/shared';
import { ApiError, apiErrorFromResponse } from './api-error.ts';
import { storedLanguage } from './i18n/languages.ts';
import { isSessionPublicPath } from './public-paths.ts';
import { readItem, removeItem } from './storage.ts';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const AUTH_TOKEN_INVALID_EVENT = 'auth-token-invalid';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Leave the stored bearer token out: a stale one must not hide a valid session cookie. */
  anonymous?: boolean;
  /** Read a successful answer as bytes (an image) instead of JSON. */
  binary?: boolean;
}

/** docs/product/errors.md: only a 401 whose code says the token is bad ends the session; other 401s keep it. */
function handleUnauthorized(error: ApiError): void {
  if (error.status !== 401 || !TOKEN_INVALID_CODES.includes(error.code as ErrorCode)) return;
  removeItem(STORAGE_KEYS.authToken);
  window.dispatchEvent(new Event(AUTH_TOKEN_INVALID_EVENT));
  if (!isSessionPublicPath(window.location.pathname)) window.location.assign('/login');
}

async function send(method: Method, path: string, options: RequestOptions): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  // As axios does (the prototype's client), a request without a body carries no content type:
  // an empty body labelled JSON is refused by the server's parser.
  // The server words its error messages in the dashboard's language, not the browser's (which it
  // would otherwise send): languages.ts reads the stored choice without loading i18next.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': storedLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : readItem(STORAGE_KEYS.authToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  // docs/product/plans-and-retention.md: calls that name no workspace (docs/product/api.md /retention/*) are about the current one.
  const workspaceId = token ? readItem(STORAGE_KEYS.currentWorkspaceId) : null;
  if (workspaceId) headers['X-Workspace-Id'] = workspaceId;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      signal: controller.signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (cause) {
    if (timedOut) throw new ApiError(`timeout of ${timeoutMs}ms exceeded`, null, null, cause);
    if (controller.signal.aborted) throw new ApiError('Request aborted', null, null, cause);
    throw new ApiError('Network Error', null, null, cause);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  if (options.binary && response.ok) return response.blob();
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, body);
    handleUnauthorized(error);
    throw error;
  }
  return body;
}

async function request<T extends z.ZodType>(method: Method, path: string, schema: T, options: RequestOptions = {}) {
  const body = await send(method, path, options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('Unexpected response from the server', null, null, parsed.error.issues);
  return parsed.data as z.output<T>;
}

/** The one way the web app talks to the API: JSON both ways, bearer token when stored, answers checked by schema. */
export const apiClient = {
  get: <T extends z.ZodType>(path: string, schema: T, options?: RequestOptions) => request('GET', path, schema, options),
  post: <T extends z.ZodType>(path: string, schema: T, body?: unknown, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, body }),
  patch: <T extends z.ZodType>(path: string, schema: T, body: unknown, options?: RequestOptions) =>
    request('PATCH', path, schema, { ...options, body }),
  put: <T extends z.ZodType>(path: string, schema: T, body: unknown, options?: RequestOptions) =>
    request('PUT', path, schema, { ...options, body }),
  /** Bytes (an image), with the same bearer token and error handling as JSON calls. */
  blob: (path: string, options?: RequestOptions) => send('GET', path, { ...options, binary: true }) as Promise<Blob>,
  /** For answers whose body is not read (204, or docs/product/api.md "response not read"). */
  send: async (method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<void> => {
    await send(method, path, { ...options, body });
  },
};
