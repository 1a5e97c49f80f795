import type { Comment, CommentStatus, CommentThreadResponse, CreateCommentRequest, CreateReplyRequest } from '@commentflow/shared/schemas/comment';
import type { ErrorBody } from '@commentflow/shared/errors';
import type { WidgetCommentListResponse } from '@commentflow/shared/schemas/aria';

type WidgetCommentList = Pick<WidgetCommentListResponse, 'comments'> & Partial<Pick<WidgetCommentListResponse, 'aria'>>;
import type { WidgetCreateCommentResponse } from '@commentflow/shared/schemas/screenshot';
import { currentLanguage } from '../i18n/translate.ts';

type HeaderMap = Record<string, string>;

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

const GUEST: ApiCredentials = { token: () => null, onTokenRefused: () => undefined };

/** The base URL of one project's widget API. */
export const widgetApiBase = (origin: string, key: string) => `${origin}/api/widget/${encodeURIComponent(key)}`;

/**
 * One page's threads, or the whole project's when no page is given (the loader's only call), and
 * whether ARIA's light checks run on this project.
 */
export function fetchComments(base: string, credentials: ApiCredentials, pageUrl?: string, headers?: HeaderMap): Promise<WidgetCommentList> {
  const query = pageUrl === undefined ? '' : `?pageUrl=${encodeURIComponent(pageUrl)}`;
  return request<WidgetCommentList>(base, credentials, `/comments${query}`, {}, headers);
}

/**
 * The widget's calls to /api/widget/<key>/..., made without cookies from the customer's origin; a
 * signed-in member's token goes in the Authorization header.
 */
export class WidgetApi {
  readonly #base: string;

  readonly #credentials: ApiCredentials;

  /** ARIA on this project, as the last list of comments said (null before the first). */
  aria: WidgetCommentListResponse['aria'] | null = null;

  constructor(
    origin: string,
    key: string,
    credentials: ApiCredentials = GUEST,
  ) {
    this.#credentials = credentials;
    this.#base = widgetApiBase(origin, key);
  }

  /** The signed-in member's token, null for guests: members may change status and join the workspace. */
  get token(): string | null {
    return this.#credentials.token();
  }

  /** One page's threads, or the whole project's when no page is given. */
  async listComments(pageUrl?: string): Promise<Comment[]> {
    const list = await fetchComments(this.#base, this.#credentials, pageUrl, languageHeader());
    this.aria = list.aria ?? this.aria;
    return list.comments;
  }

  getThread(commentId: string): Promise<CommentThreadResponse> {
    return this.#request(`/comments/${encodeURIComponent(commentId)}`);
  }

  /** The new pin, and the token that lets this caller attach its screenshot. */
  createComment(input: CreateCommentRequest): Promise<WidgetCreateCommentResponse> {
    return this.#request('/comments', input);
  }

  async uploadScreenshot(commentId: string, token: string, picture: Blob): Promise<Comment> {
    const path = `/comments/${encodeURIComponent(commentId)}/screenshot?token=${encodeURIComponent(token)}`;
    const body = await this.#request<{ comment: Comment }>(path, picture);
    return body.comment;
  }

  async createReply(commentId: string, input: CreateReplyRequest): Promise<Comment> {
    const body = await this.#request<{ comment: Comment }>(`/comments/${encodeURIComponent(commentId)}/replies`, input);
    return body.comment;
  }

  async updateStatus(commentId: string, status: CommentStatus): Promise<Comment> {
    const body = await this.#request<{ comment: Comment }>(`/comments/${encodeURIComponent(commentId)}`, { status }, 'PATCH');
    return body.comment;
  }

  /** GET, or a JSON value or raw bytes (a Blob goes as itself, with its own type) sent with `method`. */
  #request<T>(path: string, payload?: unknown, method = 'POST'): Promise<T> {
    const headers = languageHeader();
    const init: RequestInit = {};
    if (payload !== undefined) {
      const raw = payload instanceof Blob;
      init.method = method;
      headers['content-type'] = raw ? payload.type : 'application/json';
      init.body = raw ? payload : JSON.stringify(payload);
    }
    return request<T>(this.#base, this.#credentials, path, init, headers);
  }
}

/**
 * The server words its refusals in French or English: a German widget asks for English. A CORS-safelisted
 * header, so calls from the customer's origin need no extra preflight.
 */
const languageHeader = (): HeaderMap => ({ 'accept-language': currentLanguage() === 'fr' ? 'fr' : 'en' });

/**
 * One call with the member's token; a refusal becomes an ApiError. The loader's single GET goes
 * without the language header: it shows no server message, and its bytes are counted.
 */
async function request<T>(base: string, credentials: ApiCredentials, path: string, init: RequestInit = {}, headers: HeaderMap = {}): Promise<T> {
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
