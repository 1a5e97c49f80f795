import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkCommentAction, UpdateCommentRequest } from '@commentflow/shared';
import { trackEvent } from '../../lib/analytics.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { queryKeys, type CommentFilters } from '../../lib/query-keys.ts';
import { commentsApi } from './comments-api.ts';
import { syncCommentDeleted, syncCommentUpdated, syncOwnReply } from './sync-comment-cache.ts';

export function useCommentList(workspaceId: string, filters: CommentFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.comments(workspaceId, filters),
    queryFn: ({ pageParam, signal }) => commentsApi.list(workspaceId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useThread(commentId: string) {
  return useQuery({
    queryKey: queryKeys.thread(commentId),
    queryFn: ({ signal }) => commentsApi.thread(commentId, signal),
  });
}

/** The workspace's members, for the assignee and @mention pickers. */
export function useMembers(workspaceId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.members(workspaceId ?? ''),
    queryFn: () => commentsApi.members(workspaceId ?? ''),
    enabled: Boolean(workspaceId),
    select: (data) => data.members,
    staleTime: 60_000,
  });
}

/** docs/product/api.md's comment event for a resolve by the dashboard's own user (one per action, bulk included). */
function trackResolved(how: 'thread' | 'bulk') {
  trackEvent({ category: 'comment', action: 'comment_resolved', label: how });
}

const resolves = (patch: UpdateCommentRequest) => patch.status === 'resolved';

/** Status, priority or assignee of any thread by id (the board moves cards with it). */
export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateCommentRequest }) => commentsApi.update(id, patch),
    onSuccess: ({ comment }, { patch }) => {
      if (resolves(patch)) trackResolved('thread');
      syncCommentUpdated(queryClient, { workspaceId: comment.workspaceId, projectId: comment.projectId, comment });
    },
  });
}

/** Our own writes update the cache at once; the live event echoing them back is then a no-op. */
export function useCommentActions(commentId: string) {
  const queryClient = useQueryClient();
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';

  const reply = useMutation({
    mutationFn: (body: string) => commentsApi.reply(commentId, { body }),
    onSuccess: ({ comment }) => {
      trackEvent({ category: 'comment', action: 'comment_created', label: 'reply' });
      syncOwnReply(queryClient, { workspaceId: comment.workspaceId, projectId: comment.projectId, comment });
    },
  });
  const update = useMutation({
    mutationFn: (patch: UpdateCommentRequest) => commentsApi.update(commentId, patch),
    onSuccess: ({ comment }, patch) => {
      if (resolves(patch)) trackResolved('thread');
      syncCommentUpdated(queryClient, { workspaceId: comment.workspaceId, projectId: comment.projectId, comment });
    },
  });
  const remove = useMutation({
    mutationFn: () => commentsApi.remove(commentId),
    onSuccess: () => syncCommentDeleted(queryClient, { workspaceId, projectId: '', commentId, parentId: null }),
  });
  return { reply, update, remove };
}

/** One action on the selected threads; the server applies all of it or none. */
export function useBulkAction(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: BulkCommentAction }) => commentsApi.bulk(workspaceId, { ids, action }),
    onSuccess: ({ comments, deletedIds }, { action }) => {
      if (action.type === 'status' && action.status === 'resolved') trackResolved('bulk');
      for (const comment of comments) syncCommentUpdated(queryClient, { workspaceId, projectId: comment.projectId, comment });
      for (const commentId of deletedIds) syncCommentDeleted(queryClient, { workspaceId, projectId: '', commentId, parentId: null });
    },
  });
}
