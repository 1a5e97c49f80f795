import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import {
  CreateProjectRequest,
  ListProjectPagesQuery,
  ProjectListResponse,
  ProjectPageListResponse,
  ProjectParams,
  ProjectResponse,
  UpdateProjectRequest,
  WorkspaceParams,
} from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { requireProjectVisible, visibleProjectIds } from '../../policies/visible-projects.ts';
import { presentProject } from '../../presenters/project.ts';
import { createProject } from '../../services/create-project.ts';
import { deleteProject } from '../../services/delete-project.ts';
import { listProjectPages } from '../../services/list-project-pages.ts';
import { rotateProjectKey } from '../../services/rotate-project-key.ts';
import { updateProject } from '../../services/update-project.ts';
import { requestBaseUrl } from './request-base-url.ts';

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/projects',
    { config: { apiKey: 'read' }, schema: { params: WorkspaceParams, response: { 200: ProjectListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const role = await requireMembership(app.db, userId, workspaceId);
      authorize(role, 'project:read');
      const visible = await visibleProjectIds(app.db, { workspaceId, userId, role });
      if (visible?.length === 0) return { projects: [] };
      let query = app.db.selectFrom('projects').selectAll().where('workspace_id', '=', workspaceId);
      if (visible) query = query.where('id', 'in', visible);
      const rows = await query
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const baseUrl = requestBaseUrl(app, request);
      return { projects: rows.map((row) => presentProject(row, baseUrl)) };
    },
  );

  app.post(
    '/workspaces/:workspaceId/projects',
    { config: { apiKey: 'write' }, schema: { params: WorkspaceParams, body: CreateProjectRequest, response: { 201: ProjectResponse } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const row = await app.db.transaction().execute(async (trx) => {
        const role = await requireMembership(trx, userId, workspaceId);
        authorize(role, 'project:manage', 'Only owners and admins create projects');
        return createProject(trx, workspaceId, request.body, app.webhooks, app.config.billing.plansEnabled);
      });
      return reply.code(201).send({ project: presentProject(row, requestBaseUrl(app, request)) });
    },
  );

  app.get(
    '/projects/:projectId',
    { config: { apiKey: 'read' }, schema: { params: ProjectParams, response: { 200: ProjectResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { project, role } = await loadProject(app.db, userId, request.params.projectId);
      authorize(role, 'project:read');
      return { project: presentProject(project, requestBaseUrl(app, request)) };
    },
  );

  app.patch(
    '/projects/:projectId',
    { config: { apiKey: 'write' }, schema: { params: ProjectParams, body: UpdateProjectRequest, response: { 200: ProjectResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const row = await app.db.transaction().execute(async (trx) => {
        const { project, role } = await loadProject(trx, userId, request.params.projectId);
        authorize(role, 'project:manage', 'Only owners and admins change projects');
        return updateProject(trx, project, request.body);
      });
      // Guests turned off or an origin dropped: the widget sockets now out of bounds are closed.
      app.realtime.projectAccessChanged(row);
      return { project: presentProject(row, requestBaseUrl(app, request)) };
    },
  );

  app.post(
    '/projects/:projectId/rotate-key',
    { schema: { params: ProjectParams, response: { 200: ProjectResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const row = await app.db.transaction().execute(async (trx) => {
        const { project, role } = await loadProject(trx, userId, request.params.projectId);
        authorize(role, 'project:manage', 'Only owners and admins rotate a project key');
        return rotateProjectKey(trx, project);
      });
      app.realtime.disconnectProject(row.id);
      return { project: presentProject(row, requestBaseUrl(app, request)) };
    },
  );

  app.delete('/projects/:projectId', { schema: { params: ProjectParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const projectId = await app.db.transaction().execute(async (trx) => {
      const { project, role } = await loadProject(trx, userId, request.params.projectId);
      authorize(role, 'project:manage', 'Only owners and admins delete projects');
      await deleteProject(trx, project);
      return project.id;
    });
    app.realtime.disconnectProject(projectId);
    return reply.code(204).send();
  });

  app.get(
    '/projects/:projectId/pages',
    { config: { apiKey: 'read' }, schema: { params: ProjectParams, querystring: ListProjectPagesQuery, response: { 200: ProjectPageListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { project, role } = await loadProject(app.db, userId, request.params.projectId);
      authorize(role, 'comment:read');
      return listProjectPages(app.db, project.id, request.query);
    },
  );
};

/** A project the caller may see: a project of another workspace answers 404 like a missing one. */
async function loadProject(db: Kysely<Database> | Transaction<Database>, userId: string, projectId: string) {
  const project = await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  if (!project) throw notFound('Project');
  const role = await requireMembership(db, userId, project.workspace_id, 'Project');
  await requireProjectVisible(db, { workspaceId: project.workspace_id, userId, role }, project.id, 'Project');
  return { project, role };
}
