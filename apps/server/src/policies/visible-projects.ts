import { sql, type Expression, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { AppError, notFound, type NotFoundSubject } from '../errors.ts';
import type { Caller } from './api-key-principal.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A caller's membership of a workspace (under an API key, the key's). */
export interface Membership extends Caller {
  workspaceId: string;
  role: Role;
}

/**
 * The projects a member may see: null means all of the workspace's. A client sees only the projects
 * granted to them, and an API key restricted to a project only that one, so every list and read of
 * projects and comments narrows through here.
 */
export async function visibleProjectIds(db: Db, membership: Membership): Promise<string[] | null> {
  // A key restricted to one project sees that project alone.
  const { apiKey } = membership;
  if (apiKey) return apiKey.projectId === null ? null : [apiKey.projectId];
  if (membership.role !== 'client') return null;
  const rows = await db
    .selectFrom('project_grants')
    .select('project_id')
    .where('workspace_id', '=', membership.workspaceId)
    .where('user_id', '=', membership.userId)
    .execute();
  return rows.map((row) => row.project_id);
}

/** Whether the member sees the project: always, unless they are a client without its grant. */
export async function isProjectVisible(db: Db, membership: Membership, projectId: string): Promise<boolean> {
  const visible = await visibleProjectIds(db, membership);
  return visible === null || visible.includes(projectId);
}

/** A project outside the caller's grants answers 404, exactly like one that does not exist. */
export async function requireProjectVisible(db: Db, membership: Membership, projectId: string, what: NotFoundSubject): Promise<void> {
  if (!(await isProjectVisible(db, membership, projectId))) throw notFound(what);
}

/**
 * The widget's variant: its project key is already public, so a signed-in client on a project not
 * shared with them is told so (403 project-not-granted) rather than answered 404.
 */
export async function requireProjectGranted(db: Db, membership: Membership, projectId: string): Promise<void> {
  if (!(await isProjectVisible(db, membership, projectId))) {
    throw new AppError('project-not-granted', 'This project is not shared with you. Ask the workspace for access.');
  }
}

/**
 * The SQL form of the same rule, for queries over many members at once (notifications): the member
 * with this role sees the comment unless they are a client without a grant on its project.
 */
export function memberSeesComment(
  role: Expression<string>,
  userId: Expression<string>,
  commentId: Expression<string | null>,
): RawBuilder<boolean> {
  return sql<boolean>`(${role} != 'client' or exists (
    select 1 from project_grants as seen_grant
    inner join comments as seen_comment on seen_comment.project_id = seen_grant.project_id
    where seen_grant.user_id = ${userId} and seen_comment.id = ${commentId}
  ))`;
}
