import type { Transaction } from 'kysely';
import type { CommentRow, Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CommentWithAuthor } from '../../db/rows.ts';
import { commentChanged } from '../comment-events.ts';
import type { DomainEvent } from '../domain-events.ts';
import { reloadComment } from '../comment-query.ts';
import { isUniqueViolation } from '../is-unique-violation.ts';
import type { ImageInfo } from './inspect-image.ts';

/** Stores a pin's one screenshot (already inspected) and announces the changed comment. */
export async function attachScreenshot(
  trx: Transaction<Database>,
  comment: CommentRow,
  image: ImageInfo & { bytes: Buffer },
): Promise<{ comment: CommentWithAuthor; events: DomainEvent[] }> {
  const now = new Date().toISOString();
  try {
    await trx
      .insertInto('screenshots')
      .values({
        comment_id: comment.id,
        workspace_id: comment.workspace_id,
        media_type: image.mediaType,
        width: image.width,
        height: image.height,
        byte_size: image.bytes.length,
        data: image.bytes,
        created_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'This comment already has a screenshot');
    throw error;
  }
  await trx.updateTable('comments').set({ updated_at: now }).where('id', '=', comment.id).execute();
  const updated = await reloadComment(trx, comment.id);
  return { comment: updated, events: [commentChanged('comment-updated', updated)] };
}
