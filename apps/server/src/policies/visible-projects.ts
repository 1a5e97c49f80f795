import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Membership {
  workspaceId: string;
  userId: string;
  role: Role;
}

/**
 * The projects a member may see: null means all of the workspace's. A client sees only the projects
 * granted to them, so every list and read of projects and comments narrows through here.
 */
export async function visibleProjectIds(db: Db, membership: Membership): Promise<string[] | null> {
  if (membership.role !== 'client') return null;
  const rows = await db
    .selectFrom('project_grants')
    .select('project_id')
    .where('workspace_id', '=', membership.workspaceId)
    .where('user_id', '=', membership.userId)
    .execute();
  return rows.map((row) => row.project_id);
}

/** A project outside the caller's grants answers 404, exactly like one that does not exist. */
export async function requireProjectVisible(db: Db, membership: Membership, projectId: string, what: string): Promise<void> {
  const visible = await visibleProjectIds(db, membership);
  if (visible && !visible.includes(projectId)) throw notFound(what);
}
