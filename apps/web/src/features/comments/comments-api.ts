import {
  BulkCommentsResponse,
  CommentAuthorListResponse,
  CommentListResponse,
  MemberListResponse,
  type BulkCommentsRequest,
  CommentResponse,
  CommentThreadResponse,
  type CreateReplyRequest,
  type UpdateCommentRequest,
  WidgetHandoffCreated,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';
import type { CommentFilters } from '../../lib/query-keys.ts';

function listQuery(filters: CommentFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.projectId) params.set('projectId', filters.projectId);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.assigneeId) params.set('assigneeId', filters.assigneeId);
  if (filters.author) params.set('author', filters.author);
  if (filters.pageUrl) params.set('pageUrl', filters.pageUrl);
  if (filters.q) params.set('q', filters.q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const commentsApi = {
  list: (workspaceId: string, filters: CommentFilters, cursor: string | null, signal?: AbortSignal) =>
    apiClient.get(`/workspaces/${workspaceId}/comments${listQuery(filters, cursor)}`, CommentListResponse, { signal }),
  /** Threads whose text contains `text`, newest first: the command palette's comment results. */
  search: (workspaceId: string, text: string, signal?: AbortSignal) =>
    apiClient.get(`/workspaces/${workspaceId}/comments?${new URLSearchParams({ q: text, limit: '8' })}`, CommentListResponse, { signal }),
  thread: (commentId: string, signal?: AbortSignal) => apiClient.get(`/comments/${commentId}`, CommentThreadResponse, { signal }),
  /** A one-use code that signs the widget on the thread's page in as the caller ("Open on page"). */
  widgetHandoff: (commentId: string) => apiClient.post(`/widget-auth/handoffs/${commentId}`, WidgetHandoffCreated),
  reply: (commentId: string, body: CreateReplyRequest) => apiClient.post(`/comments/${commentId}/replies`, CommentResponse, body),
  update: (commentId: string, body: UpdateCommentRequest) => apiClient.patch(`/comments/${commentId}`, CommentResponse, body),
  remove: (commentId: string) => apiClient.send('DELETE', `/comments/${commentId}`),
  bulk: (workspaceId: string, body: BulkCommentsRequest) =>
    apiClient.post(`/workspaces/${workspaceId}/comments/bulk`, BulkCommentsResponse, body),
  members: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/members`, MemberListResponse),
  /** The most active authors, or those whose name or e-mail contains `text`. */
  authors: (workspaceId: string, text: string, signal?: AbortSignal) =>
    apiClient.get(
      `/workspaces/${workspaceId}/comment-authors${text ? `?${new URLSearchParams({ q: text })}` : ''}`,
      CommentAuthorListResponse,
      { signal },
    ),
};
