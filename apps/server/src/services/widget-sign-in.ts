import type { Kysely } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database, ProjectRow } from '../db/schema.ts';

export interface ProjectMember {
  project: ProjectRow;
  role: Role;
  workspace: { id: string; name: string };
  user: { displayName: string; email: string };
}

/** The project of a widget key with the user's membership of its workspace; undefined when either is missing. */
export async function findProjectMember(db: Kysely<Database>, projectKey: string, userId: string): Promise<ProjectMember | undefined> {
  const project = await db.selectFrom('projects').selectAll().where('public_key', '=', projectKey).executeTakeFirst();
  if (!project) return undefined;
  const member = await db
    .selectFrom('memberships')
    .innerJoin('workspaces', 'workspaces.id', 'memberships.workspace_id')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.role', 'workspaces.id as workspaceId', 'workspaces.name as workspaceName', 'users.display_name', 'users.email'])
    .where('memberships.workspace_id', '=', project.workspace_id)
    .where('memberships.user_id', '=', userId)
    .executeTakeFirst();
  if (!member) return undefined;
  return {
    project,
    role: member.role,
    workspace: { id: member.workspaceId, name: member.workspaceName },
    user: { displayName: member.display_name, email: member.email },
  };
}
