import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWorkspaceRequest,
  UpdateWorkspaceRequest,
  WorkspaceListResponse,
  WorkspaceParams,
  WorkspaceResponse,
  WorkspaceSummaryResponse,
} from '@commentflow/shared';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { visibleProjectIds } from '../../policies/visible-projects.ts';
import { presentWorkspace } from '../../presenters/workspace.ts';
import { createWorkspace } from '../../services/create-workspace.ts';
import { deleteWorkspace } from '../../services/delete-workspace.ts';
import { updateWorkspace } from '../../services/update-workspace.ts';
import { workspaceSummary } from '../../services/workspace-summary.ts';
import { notFound } from '../../errors.ts';

export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/workspaces', { schema: { response: { 200: WorkspaceListResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    const rows = await app.db
      .selectFrom('memberships as m')
      .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
      .selectAll('w')
      .select('m.role')
      .where('m.user_id', '=', userId)
      // In the order the caller joined them: their own first workspace leads (spec §4 picks the first).
      .orderBy('m.created_at')
      .orderBy('w.id')
      .execute();
    return { workspaces: rows.map(({ role, ...row }) => presentWorkspace(row, role)) };
  });

  app.post(
    '/workspaces',
    { schema: { body: CreateWorkspaceRequest, response: { 201: WorkspaceResponse } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const row = await app.db
        .transaction()
        .execute((trx) => createWorkspace(trx, { ownerId: userId, ...request.body }));
      return reply.code(201).send({ workspace: presentWorkspace(row, 'owner') });
    },
  );

  app.get(
    '/workspaces/:workspaceId',
    { config: { apiKey: 'read' }, schema: { params: WorkspaceParams, response: { 200: WorkspaceResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const role = await requireMembership(app.db, userId, workspaceId);
      const row = await app.db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
      if (!row) throw notFound('Workspace');
      return { workspace: presentWorkspace(row, role) };
    },
  );

  app.patch(
    '/workspaces/:workspaceId',
    { schema: { params: WorkspaceParams, body: UpdateWorkspaceRequest, response: { 200: WorkspaceResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const row = await app.db.transaction().execute(async (trx) => {
        const role = await requireMembership(trx, userId, workspaceId);
        authorize(role, 'workspace:update', 'Only owners and admins change workspace settings');
        return { role, workspace: await updateWorkspace(trx, workspaceId, request.body) };
      });
      return { workspace: presentWorkspace(row.workspace, row.role) };
    },
  );

  app.delete('/workspaces/:workspaceId', { schema: { params: WorkspaceParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const { workspaceId } = request.params;
    const gone = await app.db.transaction().execute(async (trx) => {
      const role = await requireMembership(trx, userId, workspaceId);
      authorize(role, 'workspace:delete', 'Only an owner can delete a workspace');
      const members = await trx.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspaceId).execute();
      const projects = await trx.selectFrom('projects').select('id').where('workspace_id', '=', workspaceId).execute();
      await deleteWorkspace(trx, workspaceId);
      return { memberIds: members.map((member) => member.user_id), projectIds: projects.map((project) => project.id) };
    });
    // Its widgets stop, and every member's open dashboards move on to a workspace they still have.
    for (const projectId of gone.projectIds) app.realtime.disconnectProject(projectId);
    await Promise.all(gone.memberIds.map((memberId) => app.realtime.syncMemberAccess(workspaceId, memberId, 'deleted')));
    return reply.code(204).send();
  });

  app.get(
    '/workspaces/:workspaceId/summary',
    { schema: { params: WorkspaceParams, response: { 200: WorkspaceSummaryResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const role = await requireMembership(app.db, userId, workspaceId);
      authorize(role, 'comment:read');
      const visible = await visibleProjectIds(app.db, { workspaceId, userId, role });
      return { summary: await workspaceSummary(app.db, workspaceId, { userId, visibleProjectIds: visible }) };
    },
  );
};
