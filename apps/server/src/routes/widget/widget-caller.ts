import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Comment, Role } from '@commentflow/shared';
import type { Database, ProjectRow } from '../../db/schema.ts';
import { validationFailed } from '../../errors.ts';
import { findRole } from '../../policies/require-membership.ts';
import { requireProjectGranted } from '../../policies/visible-projects.ts';
import { requireGuestsAllowed } from '../../policies/widget-guests.ts';
import { guestView, presentComment, type CommentWithAuthor } from '../../presenters/comment.ts';
import { isWrittenBy, type CommentAuthor } from '../../services/comment-author.ts';
import type { GuestRateLimit } from './guest-rate-limit.ts';

/**
 * A widget caller is a member of the project's workspace when signed in as one, else a guest. A
 * signed-in client of a project not granted to them is refused (403 project-not-granted), never
 * downgraded to a guest: they would otherwise see the project's pins.
 */
export type WidgetCaller = { kind: 'member'; userId: string; role: Role } | { kind: 'guest' };

export async function widgetCaller(db: Kysely<Database>, request: FastifyRequest, project: ProjectRow): Promise<WidgetCaller> {
  if (!request.auth) return { kind: 'guest' };
  const { userId } = request.auth;
  const role = await findRole(db, userId, project.workspace_id);
  if (!role) return { kind: 'guest' };
  await requireProjectGranted(db, { workspaceId: project.workspace_id, userId, role }, project.id);
  return { kind: 'member', userId, role };
}

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
export function presentWrite(caller: WidgetCaller, result: { comment: CommentWithAuthor; created: boolean }, author: CommentAuthor): Comment {
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
  if (caller.kind === 'member') return { userId: caller.userId };
  requireGuestsAllowed(project);
  if (!body.guest) {
    throw validationFailed([{ path: 'body.guest', message: 'Give your name and e-mail to comment as a guest' }]);
  }
  await limit.hit(request.ip, project.id);
  return { guest: body.guest };
}
