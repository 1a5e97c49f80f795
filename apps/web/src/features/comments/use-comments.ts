import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentStatus } from '@commentflow/shared';
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

/** Our own writes update the cache at once; the live event echoing them back is then a no-op. */
export function useCommentActions(commentId: string) {
  const queryClient = useQueryClient();
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';

  const reply = useMutation({
    mutationFn: (body: string) => commentsApi.reply(commentId, { body }),
    onSuccess: ({ comment }) => syncOwnReply(queryClient, { workspaceId: comment.workspaceId, projectId: comment.projectId, comment }),
  });
  const setStatus = useMutation({
    mutationFn: (status: CommentStatus) => commentsApi.update(commentId, { status }),
    onSuccess: ({ comment }) => syncCommentUpdated(queryClient, { workspaceId: comment.workspaceId, projectId: comment.projectId, comment }),
  });
  const remove = useMutation({
    mutationFn: () => commentsApi.remove(commentId),
    onSuccess: () => syncCommentDeleted(queryClient, { workspaceId, projectId: '', commentId, parentId: null }),
  });
  return { reply, setStatus, remove };
}
