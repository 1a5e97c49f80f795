import type {
  Comment,
  CommentStatus,
  CommentThreadResponse,
  CreateCommentRequest,
  CreateReplyRequest,
} from '@commentflow/shared/schemas/comment';
import type { WidgetCommentListResponse } from '@commentflow/shared/schemas/aria';
import type { WidgetCreateCommentResponse } from '@commentflow/shared/schemas/screenshot';
import { currentLanguage } from '../i18n/translate.ts';
import { fetchComments, request, widgetApiBase, type ApiCredentials, type HeaderMap, type WidgetCommentList } from './api-request.ts';

const GUEST: ApiCredentials = { token: () => null, onTokenRefused: () => undefined };

/**
 * The widget's calls to /api/widget/<key>/..., made without cookies from the customer's origin; a
 * signed-in member's token goes in the Authorization header.
 */
export class WidgetApi {
  readonly #base: string;

  readonly #credentials: ApiCredentials;

  /** ARIA on this project, as the last list of comments said (null before the first). */
  aria: WidgetCommentListResponse['aria'] | null = null;

  constructor(origin: string, key: string, credentials: ApiCredentials = GUEST) {
    this.#credentials = credentials;
    this.#base = widgetApiBase(origin, key);
  }

  /** The signed-in member's token, null for guests: members may change status and join the workspace. */
  get token(): string | null {
    return this.#credentials.token();
  }

  /** Who calls, for the member-only bundles that make calls of their own. */
  get credentials(): ApiCredentials {
    return this.#credentials;
  }

  /** One page's threads, or the whole project's when no page is given. */
  async listComments(pageUrl?: string): Promise<Comment[]> {
    return (await this.listPage(pageUrl)).comments;
  }

  /** One address's threads, with the name of the page it is under the project's page rule. */
  async listPage(pageUrl?: string): Promise<WidgetCommentList> {
    const list = await fetchComments(this.#base, this.#credentials, pageUrl, languageHeader());
    this.aria = list.aria ?? this.aria;
    return list;
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

  /** "Open on page": trades the dashboard's one-use code for a member session (unchecked: MemberAuth parses it). */
  redeemHandoff(code: string): Promise<unknown> {
    return this.#request('/handoff', { code });
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
