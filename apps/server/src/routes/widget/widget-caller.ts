import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/request-language.ts';
import type { Comment } from '@commentflow/shared';
import type { ProjectRow } from '../../db/schema.ts';
import { validationFailed } from '../../errors.ts';
import type { WidgetCaller } from '../../policies/widget-caller.ts';
import { requireGuestsAllowed } from '../../policies/widget-guests.ts';
import type { CommentWithAuthor } from '../../db/rows.ts';
import { guestView, presentComment } from '../../presenters/comment.ts';
import { isWrittenBy, type CommentAuthor } from '../../services/comment-author.ts';
import type { GuestRateLimit } from './guest-rate-limit.ts';

/**
 * A comment as this caller sees it: members whole, guests in the guests' view, except their own write
 * coming back to them.
 */
export function presentForCaller(caller: WidgetCaller, row: CommentWithAuthor, ownWrite = false): Comment {
  const comment = presentComment(row);
  return caller.kind === 'guest' && !ownWrite ? guestView(comment) : comment;
}

/**
 * The answer to a widget write. A clientId is no secret (comments carry it), so a replay of someone
 * else's write answers their comment in the caller's view; the writer's own comes back whole.
 */
export function presentWrite(
  caller: WidgetCaller,
  result: { comment: CommentWithAuthor; created: boolean },
  author: CommentAuthor,
): Comment {
  return presentForCaller(caller, result.comment, result.created || isWrittenBy(result.comment, author));
}

/**
 * Who a widget write is from. Guests must be allowed, give a name and e-mail, stay under the rate
 * limit; a filled honeypot is refused openly (a silent fake success would hide real bugs).
 */
export async function writeAuthor(
  caller: WidgetCaller,
  project: ProjectRow,
  body: { guest?: { name: string; email: string } | undefined; website?: string | undefined },
  request: FastifyRequest,
  limit: GuestRateLimit,
): Promise<CommentAuthor> {
  if (body.website !== undefined && body.website.trim() !== '') {
    throw validationFailed([{ path: 'body.website', message: 'Leave this field empty' }]);
  }
  if (caller.kind === 'member') return { userId: caller.userId, apiKey: caller.apiKey };
  requireGuestsAllowed(project);
  if (!body.guest) {
    throw validationFailed([{ path: 'body.guest', message: 'Give your name and e-mail to comment as a guest' }]);
  }
  await limit.hit(request.ip, project.id);
  return { guest: { ...body.guest, language: requestLanguage(request) } };
}
