import { z } from 'zod';
import { CommentResponse } from './comment.ts';
import { WidgetKey } from './widget.ts';
import { Id } from './common.ts';

/** The image types a screenshot may be stored as; anything else (SVG included) is refused. */
export const ScreenshotMediaType = z.enum(['image/png', 'image/jpeg', 'image/webp']);
export type ScreenshotMediaType = z.infer<typeof ScreenshotMediaType>;

/**
 * The widget's answer to a new pin: the comment, and for the caller who just created it a short-lived
 * token that lets it attach one screenshot (on a retried clientId only for the same author while the
 * pin has none, else null).
 */
export const WidgetCreateCommentResponse = CommentResponse.extend({ screenshotUploadToken: z.string().nullable() });
export type WidgetCreateCommentResponse = z.infer<typeof WidgetCreateCommentResponse>;

export const ScreenshotUploadParams = z.strictObject({ key: WidgetKey, commentId: Id });
export const ScreenshotUploadQuery = z.strictObject({ token: z.string().min(1).max(2000) });

/** The members-only path the dashboard reads a comment's screenshot from. */
export const screenshotPath = (commentId: string) => `/api/comments/${commentId}/screenshot`;
