import { useQueryClient } from '@tanstack/react-query';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { syncCommentCreated, syncCommentDeleted, syncCommentUpdated } from './sync-comment-cache.ts';

/** Keeps every cached comment list and thread current from the page's live events (docs/product/api.md). */
export function useLiveComments(): void {
  const queryClient = useQueryClient();
  usePageEvent('comment-created', (payload) => syncCommentCreated(queryClient, payload));
  usePageEvent('comment-updated', (payload) => syncCommentUpdated(queryClient, payload));
  usePageEvent('comment-deleted', (payload) => syncCommentDeleted(queryClient, payload));
}
