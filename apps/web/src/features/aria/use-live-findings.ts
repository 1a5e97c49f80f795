import { useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@commentflow/shared';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { ariaKeys } from './aria-api.ts';

/**
 * The ARIA view follows ARIA's threads as they are filed, counted, resolved or reopened: each such
 * live event (a comment carrying `aria`) reloads the workspace's findings and overview.
 */
export function useLiveFindings(workspaceId: string): void {
  const queryClient = useQueryClient();
  const refresh = ({ comment }: { comment: Comment }) => {
    if (comment.aria && comment.workspaceId === workspaceId) void queryClient.invalidateQueries({ queryKey: ariaKeys.all(workspaceId) });
  };
  usePageEvent('comment-created', refresh);
  usePageEvent('comment-updated', refresh);
}
