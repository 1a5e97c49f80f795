import type { QueryClient } from '@tanstack/react-query';
import type { CommentDeletedPayload, CommentEventPayload, CommentThreadResponse } from '@commentflow/shared';
import { queryKeys, type CommentFilters } from '../../lib/query-keys.ts';
import {
  listWithCreated,
  listWithDeleted,
  listWithUpdated,
  threadWithCreated,
  threadWithDeleted,
  threadWithUpdated,
  type CommentPages,
} from './comment-cache.ts';

type ListChange = (data: CommentPages, filters: CommentFilters) => CommentPages;

/** Applies a change to every cached list of the workspace, each with the filters in its key. */
function updateLists(queryClient: QueryClient, workspaceId: string, change: ListChange): void {
  for (const [key, data] of queryClient.getQueriesData<CommentPages>({ queryKey: queryKeys.commentLists(workspaceId) })) {
    const filters = key[3] as CommentFilters | undefined;
    if (!data || !filters) continue;
    const next = change(data, filters);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

function updateThread(
  queryClient: QueryClient,
  rootId: string,
  change: (thread: CommentThreadResponse) => CommentThreadResponse | null,
): void {
  const thread = queryClient.getQueryData<CommentThreadResponse>(queryKeys.thread(rootId));
  if (!thread) return;
  const next = change(thread);
  if (next && next !== thread) queryClient.setQueryData(queryKeys.thread(rootId), next);
}

/**
 * Shows the change at once, then refetches what it touched: the server stays the source of truth
 * (ordering, counts, anything this client could not know).
 */
function settle(queryClient: QueryClient, workspaceId: string, rootId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.commentLists(workspaceId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.thread(rootId) });
}

export function syncCommentCreated(queryClient: QueryClient, { workspaceId, comment }: CommentEventPayload): void {
  updateLists(queryClient, workspaceId, (data, filters) => listWithCreated(data, comment, filters));
  const rootId = comment.parentId ?? comment.id;
  updateThread(queryClient, rootId, (thread) => threadWithCreated(thread, comment));
  settle(queryClient, workspaceId, rootId);
}

export function syncCommentUpdated(queryClient: QueryClient, { workspaceId, comment }: CommentEventPayload): void {
  updateLists(queryClient, workspaceId, (data, filters) => listWithUpdated(data, comment, filters));
  const rootId = comment.parentId ?? comment.id;
  updateThread(queryClient, rootId, (thread) => threadWithUpdated(thread, comment));
  settle(queryClient, workspaceId, rootId);
}

export function syncCommentDeleted(queryClient: QueryClient, payload: CommentDeletedPayload): void {
  updateLists(queryClient, payload.workspaceId, (data) => listWithDeleted(data, payload));
  const rootId = payload.parentId ?? payload.commentId;
  updateThread(queryClient, rootId, (thread) => threadWithDeleted(thread, payload));
  settle(queryClient, payload.workspaceId, rootId);
}

/**
 * Our own change shown before the server has it (a card moved on the board). No refetch yet: one now
 * would still find the old status and put the card back for a moment, and fetches already under way
 * are cancelled for the same reason. The answer to the change settles it (syncCommentUpdated).
 */
export async function showOwnUpdate(queryClient: QueryClient, { workspaceId, comment }: CommentEventPayload): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.commentLists(workspaceId) });
  updateLists(queryClient, workspaceId, (data, filters) => listWithUpdated(data, comment, filters));
}

/**
 * Our own reply: shown in its thread at once. List reply counts are left to the live event (which
 * reaches this tab too) and the refetch, so the count is never bumped twice.
 */
export function syncOwnReply(queryClient: QueryClient, { workspaceId, comment }: CommentEventPayload): void {
  const rootId = comment.parentId ?? comment.id;
  updateThread(queryClient, rootId, (thread) => threadWithCreated(thread, comment));
  settle(queryClient, workspaceId, rootId);
}
