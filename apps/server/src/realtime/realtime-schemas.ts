import { z } from 'zod';

// Socket payloads are input like any request body: checked before anything is relayed.
const Id = z.uuid();
const Fraction = z.number().min(0).max(1);

export const JoinPayload = z.object({ workspaceId: Id, userId: z.string().optional() });
export const LeavePayload = z.object({ workspaceId: Id });
export const CursorMove = z.strictObject({ workspaceId: Id, pageUrl: z.string().max(2048), x: Fraction, y: Fraction });
export const CommentTyping = z.strictObject({ workspaceId: Id, commentId: Id.nullable(), isTyping: z.boolean() });
export const PositionsUpdate = z.strictObject({
  workspaceId: Id,
  pageUrl: z.string().max(2048),
  positions: z.array(z.strictObject({ commentId: Id, x: Fraction, y: Fraction, detached: z.boolean() })).max(500),
});
