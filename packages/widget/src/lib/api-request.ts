import type { ErrorBody } from '@commentflow/shared/errors';
import type { WidgetCommentListResponse } from '@commentflow/shared/schemas/aria';

// The one request the loader makes and every call of the app goes through (widget-api.ts): the loader
// lends this module to the app (lent-modules.ts), so it is downloaded once.

export type HeaderMap = Record<string, string>;
/** The loader's list: the page's pins and name, and ARIA's settings. */
export type WidgetCommentList = Pick<WidgetCommentListResponse, 'comments' | 'page'> & Partial<Pick<WidgetCommentListResponse, 'aria'>>;

/** A 4xx/5xx answer, carrying the server's message so the UI can show it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? `HTTP error! status: ${status}`);
  }
}

/** The signed-in member's token (else the call goes as a guest), and what to do when it is refused. */
export interface ApiCredentials {
  token(): string | null;
  /** Expired or revoked, or (notGranted) the account is a client this project is not shared with. */
  onTokenRefused(notGranted: boolean): void;
}

/** The base URL of one project's widget API. */
export const widgetApiBase = (origin: string, key: string) => `${origin}/api/widget/${encodeURIComponent(key)}`;

/**
 * One page's threads, or the whole project's when no page is given (the loader's only call), and
 * whether ARIA's light checks run on this project.
 */
export function fetchComments(
  base: string,
  credentials: ApiCredentials,
  pageUrl?: string,
  headers?: HeaderMap,
): Promise<WidgetCommentList> {
  const query = pageUrl === undefined ? '' : `?pageUrl=${encodeURIComponent(pageUrl)}`;
  return request<WidgetCommentList>(base, credentials, `/comments${query}`, {}, headers);
}

/**
 * One call with the member's token; a refusal becomes an ApiError. The loader's single GET goes
 * without the language header: it shows no server message, and its bytes are counted.
 */
export async function request<T>(
  base: string,
  credentials: ApiCredentials,
  path: string,
  init: RequestInit = {},
  headers: HeaderMap = {},
): Promise<T> {
  const token = credentials.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(base + path, { ...init, mode: 'cors', credentials: 'omit', headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    // An expired or revoked token, or an account this project is not shared with: the member is
    // signed out, the widget carries on as a guest where the project takes guests.
    const notGranted = body.error === 'project-not-granted';
    if (token && (response.status === 401 || notGranted)) credentials.onTokenRefused(notGranted);
    throw new ApiError(response.status, body);
  }
  return (await response.json()) as T;
}
