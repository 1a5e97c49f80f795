import type { CommentWithAuthor } from '../../db/rows.ts';
import { isWrittenBy, type CommentAuthor } from '../../services/comment-author.ts';

/**
 * Whether a create call may attach the pin's screenshot. The call that created the pin may; so may a
 * replay of that call by the same author (same member, or the guest with the same name and e-mail)
 * while the pin has no screenshot yet, because the first answer, and its upload token, can be lost on
 * the way back to the widget. Anyone else who learns the clientId gets no token.
 */
export function mayAttachScreenshot(created: boolean, comment: CommentWithAuthor, author: CommentAuthor): boolean {
  if (created) return true;
  if (comment.screenshot_width !== null) return false;
  return isWrittenBy(comment, author);
}
