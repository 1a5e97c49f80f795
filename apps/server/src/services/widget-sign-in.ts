import type { Kysely } from 'kysely';
import type { Role, WidgetHandoffResponse } from '@commentflow/shared';
import type { FastifyInstance } from 'fastify';
import type { Database, ProjectRow } from '../db/schema.ts';
import { signIdToken } from './identity/id-tokens.ts';

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

/**
 * The member session a page's widget gets (from the sign-in popup or an "Open on page" handoff): a
 * token of its own, for this project's widget only, never the app's token, which opens the whole
 * dashboard API (plugins/authenticate.ts keeps it to the widget routes).
 */
export async function issueWidgetSession(
  app: Pick<FastifyInstance, 'signingKeys' | 'config'>,
  member: ProjectMember,
  caller: { userId: string; sessionId: string },
): Promise<WidgetHandoffResponse> {
  const token = await signIdToken(app.signingKeys, app.config.issuer, {
    userId: caller.userId,
    sessionId: caller.sessionId,
    email: member.user.email,
    displayName: member.user.displayName,
    widgetKey: member.project.public_key,
  });
  return { workspace: member.workspace, user: { id: caller.userId, ...member.user }, role: member.role, token };
}
