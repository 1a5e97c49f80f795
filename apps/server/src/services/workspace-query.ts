import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database, WorkspaceRow } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findWorkspace(db: Db, workspaceId: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
}

/** The user's workspaces with their role, in the order they joined them: their own first workspace leads (docs/product/states.md picks the first). */
export async function listMemberWorkspaces(db: Db, userId: string): Promise<(WorkspaceRow & { role: Role })[]> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .selectAll('w')
    .select('m.role')
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at')
    .orderBy('w.id')
    .execute();
}
