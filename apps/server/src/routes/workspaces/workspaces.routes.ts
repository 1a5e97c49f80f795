import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWorkspaceRequest,
  UpdateWorkspaceRequest,
  WorkspaceListResponse,
  WorkspaceParams,
  WorkspaceResponse,
  WorkspaceSummaryResponse,
} from '@commentflow/shared';
import { notFound } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { visibleProjectIds } from '../../policies/visible-projects.ts';
import { presentComment } from '../../presenters/comment.ts';
import { presentWorkspace } from '../../presenters/workspace.ts';
import { createWorkspace } from '../../services/create-workspace.ts';
import { deleteWorkspace } from '../../services/delete-workspace.ts';
import { updateWorkspace } from '../../services/update-workspace.ts';
import { findWorkspace, listMemberWorkspaces } from '../../services/workspace-query.ts';
import { workspaceSummary } from '../../services/workspace-summary.ts';

export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/workspaces', { schema: { response: { 200: WorkspaceListResponse } } }, async (request) => {
    const rows = await listMemberWorkspaces(app.db, requireAuth(request).userId);
    return { workspaces: rows.map(({ role, ...row }) => presentWorkspace(row, role)) };
  });

  app.post('/workspaces', { schema: { body: CreateWorkspaceRequest, response: { 201: WorkspaceResponse } } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const row = await app.db.transaction().execute((trx) => createWorkspace(trx, { ownerId: userId, ...request.body }));
    return reply.code(201).send({ workspace: presentWorkspace(row, 'owner') });
  });

  app.get(
    '/workspaces/:workspaceId',
    {
      schema: { params: WorkspaceParams, response: { 200: WorkspaceResponse } },
      config: { apiKey: 'read', access: { workspace: 'params', action: 'workspace:read' } },
    },
    async (request) => {
      const { workspaceId, role } = memberAccess(request);
      const row = await findWorkspace(app.db, workspaceId);
      if (!row) throw notFound('Workspace');
      return { workspace: presentWorkspace(row, role) };
    },
  );

  app.patch(
    '/workspaces/:workspaceId',
    {
      schema: { params: WorkspaceParams, body: UpdateWorkspaceRequest, response: { 200: WorkspaceResponse } },
      config: { access: { workspace: 'params', action: 'workspace:update', message: 'Only owners and admins change workspace settings' } },
    },
    async (request) => {
      const { workspaceId, role } = memberAccess(request);
      const row = await app.db.transaction().execute((trx) => updateWorkspace(trx, workspaceId, request.body));
      return { workspace: presentWorkspace(row, role) };
    },
  );

  app.delete(
    '/workspaces/:workspaceId',
    {
      schema: { params: WorkspaceParams },
      config: { access: { workspace: 'params', action: 'workspace:delete', message: 'Only an owner can delete a workspace' } },
    },
    async (request, reply) => {
      const { workspaceId } = memberAccess(request);
      const gone = await app.db.transaction().execute((trx) => deleteWorkspace(trx, workspaceId));
      // Its widgets stop, and every member's open dashboards move on to a workspace they still have.
      for (const projectId of gone.projectIds) app.realtime.disconnectProject(projectId);
      await Promise.all(gone.memberIds.map((memberId) => app.realtime.syncMemberAccess(workspaceId, memberId, 'deleted')));
      return reply.code(204).send();
    },
  );

  app.get(
    '/workspaces/:workspaceId/summary',
    {
      schema: { params: WorkspaceParams, response: { 200: WorkspaceSummaryResponse } },
      config: { access: { workspace: 'params', action: 'comment:read' } },
    },
    async (request) => {
      const member = memberAccess(request);
      const visible = await visibleProjectIds(app.db, member);
      const summary = await workspaceSummary(app.db, member.workspaceId, { userId: member.userId, visibleProjectIds: visible });
      return { summary: { ...summary, recentActivity: summary.recentActivity.map(presentComment) } };
    },
  );
};
