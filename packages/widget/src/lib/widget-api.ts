import type { Comment, CommentStatus, CommentThreadResponse, CreateCommentRequest, CreateReplyRequest } from '@commentflow/shared/schemas/comment';
import type { ErrorBody } from '@commentflow/shared/errors';

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
  /** A signed-in team member's ID token, sent as a bearer; null for guests. */
  token: string | null = null;

  constructor(origin: string, key: string) {
    this.base = `${origin}/api/widget/${encodeURIComponent(key)}`;
  }

  /** One page's threads, or the whole project's when no page is given. */
  async listComments(pageUrl?: string): Promise<Comment[]> {
    const query = pageUrl === undefined ? '' : `?pageUrl=${encodeURIComponent(pageUrl)}`;
    const body = await this.request<{ comments: Comment[] }>(`/comments${query}`);
    return body.comments;
  }

  getThread(commentId: string): Promise<CommentThreadResponse> {
    return this.request(`/comments/${encodeURIComponent(commentId)}`);
  }

  async createComment(input: CreateCommentRequest): Promise<Comment> {
    const body = await this.request<{ comment: Comment }>('/comments', input);
    return body.comment;
  }

  async createReply(commentId: string, input: CreateReplyRequest): Promise<Comment> {
    const body = await this.request<{ comment: Comment }>(`/comments/${encodeURIComponent(commentId)}/replies`, input);
    return body.comment;
  }

  async updateStatus(commentId: string, status: CommentStatus): Promise<Comment> {
    const body = await this.request<{ comment: Comment }>(`/comments/${encodeURIComponent(commentId)}`, { status }, 'PATCH');
    return body.comment;
  }

  private async request<T>(path: string, json?: unknown, method = 'POST'): Promise<T> {
    const headers: Record<string, string> = this.token ? { authorization: `Bearer ${this.token}` } : {};
    const init: RequestInit = { mode: 'cors', credentials: 'omit', headers };
    if (json !== undefined) {
      init.method = method;
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(json);
    }
    const response = await fetch(this.base + path, init);
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  }
}
