import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { loaded, memberAccess } from '../../plugins/route-prelude.ts';
import { reloadInTransaction } from '../../policies/resource-reach.ts';
import { visibleProjectIds } from '../../policies/visible-projects.ts';
import { presentProject } from '../../presenters/project.ts';
import { createProject } from '../../services/create-project.ts';
import { deleteProject } from '../../services/delete-project.ts';
import { listProjectPages } from '../../services/list-project-pages.ts';
import { listProjects } from '../../services/project-query.ts';
import { rotateProjectKey } from '../../services/rotate-project-key.ts';
import { updateProject } from '../../services/update-project.ts';
import { recordKeyChange } from '../../services/api-keys/key-activity.ts';
import { requestBaseUrl } from '../../plugins/request-base-url.ts';

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/projects',
    {
      schema: { params: WorkspaceParams, response: { 200: ProjectListResponse } },
      config: { apiKey: 'read', access: { workspace: 'params', action: 'project:read' } },
    },
    async (request) => {
      const member = memberAccess(request);
      const rows = await listProjects(app.db, member.workspaceId, await visibleProjectIds(app.db, member));
      const baseUrl = requestBaseUrl(app, request);
      return { projects: rows.map((row) => presentProject(row, baseUrl)) };
    },
  );

  app.post(
    '/workspaces/:workspaceId/projects',
    {
      schema: { params: WorkspaceParams, body: CreateProjectRequest, response: { 201: ProjectResponse } },
      config: {
        apiKey: 'write',
        access: { workspace: 'params', action: 'project:manage', message: 'Only owners and admins create projects' },
      },
    },
    async (request, reply) => {
      const { workspaceId, apiKey } = memberAccess(request);
      const row = await app.db.transaction().execute(async (trx) => {
        const project = await createProject(trx, workspaceId, request.body, app.webhooks, app.config.billing.plansEnabled);
        await recordKeyChange(trx, apiKey, workspaceId, 'project-created', project.name);
        return project;
      });
      return reply.code(201).send({ project: presentProject(row, requestBaseUrl(app, request)) });
    },
  );

  app.get(
    '/projects/:projectId',
    {
      schema: { params: ProjectParams, response: { 200: ProjectResponse } },
      config: { apiKey: 'read', access: { resource: 'project', action: 'project:read' } },
    },
    async (request) => ({ project: presentProject(loaded(request, 'project'), requestBaseUrl(app, request)) }),
  );

  app.patch(
    '/projects/:projectId',
    {
      schema: { params: ProjectParams, body: UpdateProjectRequest, response: { 200: ProjectResponse } },
      config: {
        apiKey: 'write',
        access: { resource: 'project', action: 'project:manage', message: 'Only owners and admins change projects' },
      },
    },
    async (request) => {
      const row = await app.db.transaction().execute(async (trx) => {
        const project = await updateProject(trx, await reloadInTransaction(trx, 'project', loaded(request, 'project')), request.body);
        await recordKeyChange(trx, memberAccess(request).apiKey, project.workspace_id, 'project-updated', project.name);
        return project;
      });
      // Guests turned off or an origin dropped: the widget sockets now out of bounds are closed.
      app.realtime.projectAccessChanged(row);
      return { project: presentProject(row, requestBaseUrl(app, request)) };
    },
  );

  app.post(
    '/projects/:projectId/rotate-key',
    {
      schema: { params: ProjectParams, response: { 200: ProjectResponse } },
      config: { access: { resource: 'project', action: 'project:manage', message: 'Only owners and admins rotate a project key' } },
    },
    async (request) => {
      const row = await app.db.transaction().execute((trx) => rotateProjectKey(trx, loaded(request, 'project')));
      app.realtime.disconnectProject(row.id);
      return { project: presentProject(row, requestBaseUrl(app, request)) };
    },
  );

  app.delete(
    '/projects/:projectId',
    {
      schema: { params: ProjectParams },
      config: { access: { resource: 'project', action: 'project:manage', message: 'Only owners and admins delete projects' } },
    },
    async (request, reply) => {
      const project = loaded(request, 'project');
      await app.db.transaction().execute((trx) => deleteProject(trx, project));
      app.realtime.disconnectProject(project.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/projects/:projectId/pages',
    {
      schema: { params: ProjectParams, querystring: ListProjectPagesQuery, response: { 200: ProjectPageListResponse } },
      config: { apiKey: 'read', access: { resource: 'project', action: 'comment:read' } },
    },
    async (request) => listProjectPages(app.db, loaded(request, 'project').id, request.query),
  );
};
