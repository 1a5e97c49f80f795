import type { Comment, CommentThreadResponse, CreateCommentRequest, CreateReplyRequest } from '@commentflow/shared/schemas/comment';
import type { ErrorBody } from '@commentflow/shared/errors';
import type { WidgetCreateCommentResponse } from '@commentflow/shared/schemas/screenshot';

/** A 4xx/5xx answer, carrying the server's message so the UI can show it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? `HTTP error! status: ${status}`);
  }
}

/** The widget's calls to /api/widget/<key>/..., made without cookies from the customer's origin. */
export class WidgetApi {
  private readonly base: string;

  constructor(origin: string, key: string) {
    this.base = `${origin}/api/widget/${encodeURIComponent(key)}`;
  }

  async listComments(pageUrl: string): Promise<Comment[]> {
    const body = await this.request<{ comments: Comment[] }>(`/comments?pageUrl=${encodeURIComponent(pageUrl)}`);
    return body.comments;
  }

  getThread(commentId: string): Promise<CommentThreadResponse> {
    return this.request(`/comments/${encodeURIComponent(commentId)}`);
  }

  /** The new pin, and the token that lets this caller attach its screenshot. */
  createComment(input: CreateCommentRequest): Promise<WidgetCreateCommentResponse> {
    return this.request('/comments', input);
  }

  async uploadScreenshot(commentId: string, token: string, picture: Blob): Promise<Comment> {
    const path = `/comments/${encodeURIComponent(commentId)}/screenshot?token=${encodeURIComponent(token)}`;
    const body = await this.request<{ comment: Comment }>(path, picture);
    return body.comment;
  }

  async createReply(commentId: string, input: CreateReplyRequest): Promise<Comment> {
    const body = await this.request<{ comment: Comment }>(`/comments/${encodeURIComponent(commentId)}/replies`, input);
    return body.comment;
  }

  /** GET, or POST of a JSON value or of raw bytes (a Blob goes as itself, with its own type). */
  private async request<T>(path: string, payload?: unknown): Promise<T> {
    const init: RequestInit = { mode: 'cors', credentials: 'omit' };
    if (payload !== undefined) {
      const raw = payload instanceof Blob;
      init.method = 'POST';
      init.headers = { 'content-type': raw ? payload.type : 'application/json' };
      init.body = raw ? payload : JSON.stringify(payload);
    }
    const response = await fetch(this.base + path, init);
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  }
}
