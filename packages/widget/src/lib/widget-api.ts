import type { Comment, CommentThreadResponse, CreateCommentRequest, CreateReplyRequest } from '@commentflow/shared/schemas/comment';
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

/** The signed-in member's token (else the call goes as a guest), and what to do when it is refused. */
export interface ApiCredentials {
  token(): string | null;
  onTokenRefused(): void;
}

const GUEST: ApiCredentials = { token: () => null, onTokenRefused: () => undefined };

/**
 * The widget's calls to /api/widget/<key>/..., made without cookies from the customer's origin; a
 * signed-in member's token goes in the Authorization header.
 */
export class WidgetApi {
  private readonly base: string;

  constructor(
    origin: string,
    key: string,
    private readonly credentials: ApiCredentials = GUEST,
  ) {
    this.base = `${origin}/api/widget/${encodeURIComponent(key)}`;
  }

  async listComments(pageUrl: string): Promise<Comment[]> {
    const body = await this.request<{ comments: Comment[] }>(`/comments?pageUrl=${encodeURIComponent(pageUrl)}`);
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

  private async request<T>(path: string, json?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    const init: RequestInit = { mode: 'cors', credentials: 'omit', headers };
    const token = this.credentials.token();
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) {
      init.method = 'POST';
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(json);
    }
    const response = await fetch(this.base + path, init);
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
      // An expired or revoked token: the member is signed out, the widget carries on as a guest.
      if (token && response.status === 401) this.credentials.onTokenRefused();
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  }
}
