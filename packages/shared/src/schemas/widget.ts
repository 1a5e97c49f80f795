import { z } from 'zod';
import { Id } from './common.ts';
import { CommentStatus } from './comment.ts';

/** The project key in widget URLs: /api/widget/{key}/... */
export const WidgetKey = z.string().regex(/^pk_[A-Za-z0-9_-]{16,64}$/, { message: 'Must be a project key' });
export const WidgetParams = z.strictObject({ key: WidgetKey });
export const WidgetCommentParams = z.strictObject({ key: WidgetKey, commentId: Id });

export const WidgetConfigResponse = z.object({
  project: z.object({ id: Id, name: z.string(), allowGuests: z.boolean() }),
  workspace: z.object({ id: Id, name: z.string() }),
  brand: z.object({ name: z.string(), logo: z.string() }),
});
export type WidgetConfigResponse = z.infer<typeof WidgetConfigResponse>;

export const WidgetCommentsQuery = z.strictObject({
  pageUrl: z.string().max(2048).optional(),
  status: CommentStatus.optional(),
});

export const WidgetStatusRequest = z.strictObject({ status: CommentStatus });
