import { z } from 'zod';
import { Id } from './common.ts';

// What sockets send (docs/product/api.md): input like any request body, checked before anything is relayed.

/** A fraction of the document's width or height, so screens of any size agree. */
const Fraction = z.number().min(0).max(1);

/** userId is informative only: the server uses the authenticated user. */
export const JoinWorkspaceEvent = z.object({ workspaceId: Id, userId: z.string().optional() });
export type JoinWorkspaceEvent = z.infer<typeof JoinWorkspaceEvent>;

export const LeaveWorkspaceEvent = z.object({ workspaceId: Id });
export type LeaveWorkspaceEvent = z.infer<typeof LeaveWorkspaceEvent>;

/** Where on which page a teammate's pointer is. */
export const CursorMoveEvent = z.strictObject({ workspaceId: Id, pageUrl: z.string().max(2048), x: Fraction, y: Fraction });
export type CursorMoveEvent = z.infer<typeof CursorMoveEvent>;

/** commentId: the thread being answered, or null for a new pin. */
export const CommentTypingEvent = z.strictObject({ workspaceId: Id, commentId: Id.nullable(), isTyping: z.boolean() });
export type CommentTypingEvent = z.infer<typeof CommentTypingEvent>;

/** Where a page's pins now are, after the widget re-anchored them (at most one page's worth). */
export const PositionsUpdateEvent = z.strictObject({
  workspaceId: Id,
  pageUrl: z.string().max(2048),
  positions: z.array(z.strictObject({ commentId: Id, x: Fraction, y: Fraction, detached: z.boolean() })).max(500),
});
export type PositionsUpdateEvent = z.infer<typeof PositionsUpdateEvent>;
