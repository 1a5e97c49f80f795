import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AriaOverviewQuery,
  AriaOverviewResponse,
  AriaProfile,
  AriaProfileResponse,
  CreateMuteRequest,
  FindingListResponse,
  ListFindingsQuery,
  MuteListResponse,
  MuteParams,
  WorkspaceParams,
} from '@commentflow/shared';
import { notFound } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { ariaOverview } from '../../services/aria/aria-overview.ts';
import { loadAriaProfile, saveAriaProfile, type LoadedAriaProfile } from '../../services/aria/aria-profile.ts';
import { listFindings } from '../../services/aria/list-findings.ts';
import { routingTargetStatus } from '../../services/aria/routing-targets.ts';

function presentProfile(loaded: LoadedAriaProfile) {
  const targets = [...new Set(loaded.profile.routingRules.map((rule) => rule.target))];
  return { ...loaded, routingTargets: targets.map(routingTargetStatus) };
}

/** The dashboard's ARIA: the workspace's profile, its findings, their overview, and muted rules. */
export const ariaRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's role in the workspace (404 for a non-member, as if it did not exist). */
  async function roleIn(request: Parameters<typeof requireAuth>[0], workspaceId: string) {
    const { userId } = requireAuth(request);
    return requireMembership(app.db, userId, workspaceId);
  }
  async function reader(request: Parameters<typeof requireAuth>[0], workspaceId: string) {
    authorize(await roleIn(request, workspaceId), 'aria:read', "Your role does not see ARIA's findings");
  }
  async function muter(request: Parameters<typeof requireAuth>[0], workspaceId: string) {
    authorize(await roleIn(request, workspaceId), 'comment:triage', 'Your role cannot mute ARIA rules');
  }

  app.get('/workspaces/:workspaceId/aria/profile', { schema: { params: WorkspaceParams, response: { 200: AriaProfileResponse } } }, async (request) => {
    await reader(request, request.params.workspaceId);
    return presentProfile(await loadAriaProfile(app.db, request.params.workspaceId));
  });

  app.put(
    '/workspaces/:workspaceId/aria/profile',
    { schema: { params: WorkspaceParams, body: AriaProfile, response: { 200: AriaProfileResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const saved = await app.db.transaction().execute(async (trx) => {
        const role = await requireMembership(trx, userId, workspaceId);
        authorize(role, 'aria:configure', "Only owners and admins change ARIA's profile");
        return saveAriaProfile(trx, workspaceId, request.body);
      });
      return presentProfile(saved);
    },
  );

  app.get(
    '/workspaces/:workspaceId/aria/findings',
    { schema: { params: WorkspaceParams, querystring: ListFindingsQuery, response: { 200: FindingListResponse } } },
    async (request) => {
      await reader(request, request.params.workspaceId);
      return { findings: await listFindings(app.db, request.params.workspaceId, request.query) };
    },
  );

  app.get(
    '/workspaces/:workspaceId/aria/overview',
    { schema: { params: WorkspaceParams, querystring: AriaOverviewQuery, response: { 200: AriaOverviewResponse } } },
    async (request) => {
      await reader(request, request.params.workspaceId);
      return ariaOverview(app.db, request.params.workspaceId, request.query);
    },
  );

  app.get('/workspaces/:workspaceId/aria/mutes', { schema: { params: WorkspaceParams, response: { 200: MuteListResponse } } }, async (request) => {
    await reader(request, request.params.workspaceId);
    const rows = await app.db.selectFrom('aria_mutes').selectAll().where('workspace_id', '=', request.params.workspaceId).orderBy('created_at', 'desc').execute();
    return { mutes: rows.map(presentMute) };
  });

  app.post(
    '/workspaces/:workspaceId/aria/mutes',
    { schema: { params: WorkspaceParams, body: CreateMuteRequest, response: { 200: MuteListResponse.shape.mutes.element, 201: MuteListResponse.shape.mutes.element } } },
    async (request, reply) => {
      const { workspaceId } = request.params;
      await muter(request, workspaceId);
      const project = await app.db.selectFrom('projects').select('id').where('id', '=', request.body.projectId).where('workspace_id', '=', workspaceId).executeTakeFirst();
      if (!project) throw notFound('Project');
      const row = { id: randomUUID(), workspace_id: workspaceId, project_id: project.id, page_pattern: request.body.pagePattern, rule: request.body.rule, created_at: new Date().toISOString() };
      const inserted = await app.db.insertInto('aria_mutes').values(row).onConflict((oc) => oc.columns(['project_id', 'page_pattern', 'rule']).doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return reply.code(201).send(presentMute(row));
      const existing = await app.db
        .selectFrom('aria_mutes')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('page_pattern', '=', request.body.pagePattern)
        .where('rule', '=', request.body.rule)
        .executeTakeFirstOrThrow();
      return reply.code(200).send(presentMute(existing));
    },
  );

  app.delete('/workspaces/:workspaceId/aria/mutes/:muteId', { schema: { params: MuteParams } }, async (request, reply) => {
    const { workspaceId, muteId } = request.params;
    await muter(request, workspaceId);
    const deleted = await app.db.deleteFrom('aria_mutes').where('id', '=', muteId).where('workspace_id', '=', workspaceId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('Mute');
    return reply.code(204).send();
  });
};

function presentMute(row: { id: string; project_id: string; page_pattern: string; rule: string; created_at: string }) {
  return { id: row.id, projectId: row.project_id, pagePattern: row.page_pattern, rule: row.rule, createdAt: row.created_at };
}
