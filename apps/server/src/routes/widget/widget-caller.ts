import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database, ProjectRow } from '../../db/schema.ts';
import { AppError, validationFailed } from '../../errors.ts';
import { findRole } from '../../policies/require-membership.ts';
import { requireProjectGranted } from '../../policies/visible-projects.ts';
import type { CommentAuthor } from '../../services/comment-author.ts';
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

export function requireGuestsAllowed(project: ProjectRow): void {
  if (project.allow_guests !== 1) {
    throw new AppError('guests-not-allowed', 'Sign in to comment on this site');
  }
}

/**
 * Who a widget write is from. Guests must be allowed, give a name and e-mail, stay under the rate
 * limit; a filled honeypot is refused openly (a silent fake success would hide real bugs).
 */
export function writeAuthor(
  caller: WidgetCaller,
  project: ProjectRow,
  body: { guest?: { name: string; email: string } | undefined; website?: string | undefined },
  request: FastifyRequest,
  limit: GuestRateLimit,
): CommentAuthor {
  if (body.website !== undefined && body.website.trim() !== '') {
    throw validationFailed([{ path: 'body.website', message: 'Leave this field empty' }]);
  }
  if (caller.kind === 'member') return { userId: caller.userId };
  requireGuestsAllowed(project);
  if (!body.guest) {
    throw validationFailed([{ path: 'body.guest', message: 'Give your name and e-mail to comment as a guest' }]);
  }
  limit.hit(request.ip, project.id);
  return { guest: body.guest };
}
