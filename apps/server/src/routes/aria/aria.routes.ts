import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AriaMute,
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
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { ariaOverview } from '../../services/aria/aria-overview.ts';
import { loadAriaProfile, saveAriaProfile, type LoadedAriaProfile } from '../../services/aria/aria-profile.ts';
import { listFindings } from '../../services/aria/list-findings.ts';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { visibleProjectIds } from '../../policies/visible-projects.ts';
import { routingTargetStatuses } from '../../services/aria/routing-targets.ts';
import { presentFinding } from '../../presenters/aria-finding.ts';

async function presentProfile(db: Kysely<Database>, workspaceId: string, loaded: LoadedAriaProfile) {
  const targets = [...new Set(loaded.profile.routingRules.map((rule) => rule.target))];
  return { ...loaded, routingTargets: await routingTargetStatuses(db, workspaceId, targets) };
}

const READ = { workspace: 'params', action: 'aria:read', message: "Your role does not see ARIA's findings" } as const;
const MUTE = { workspace: 'params', action: 'comment:triage', message: 'Your role cannot mute ARIA rules' } as const;

/** The dashboard's ARIA: the workspace's profile, its findings, their overview, and muted rules. */
export const ariaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/aria/profile',
    { schema: { params: WorkspaceParams, response: { 200: AriaProfileResponse } }, config: { access: READ } },
    async (request) => {
      return presentProfile(app.db, request.params.workspaceId, await loadAriaProfile(app.db, request.params.workspaceId));
    },
  );

  app.put(
    '/workspaces/:workspaceId/aria/profile',
    {
      schema: { params: WorkspaceParams, body: AriaProfile, response: { 200: AriaProfileResponse } },
      config: { access: { workspace: 'params', action: 'aria:manage', message: "Only owners and admins change ARIA's profile" } },
    },
    async (request) =>
      presentProfile(
        app.db,
        request.params.workspaceId,
        await app.db.transaction().execute((trx) => saveAriaProfile(trx, request.params.workspaceId, request.body)),
      ),
  );

  app.get(
    '/workspaces/:workspaceId/aria/findings',
    // Part of the public API: a read key lists the findings (of its one project, when restricted).
    {
      schema: { params: WorkspaceParams, querystring: ListFindingsQuery, response: { 200: FindingListResponse } },
      config: { access: READ, apiKey: 'read' },
    },
    async (request) => {
      const visible = await visibleProjectIds(app.db, memberAccess(request));
      const findings = await listFindings(app.db, request.params.workspaceId, request.query, visible);
      return { findings: findings.map(({ row, muted }) => presentFinding(row, muted)) };
    },
  );

  app.get(
    '/workspaces/:workspaceId/aria/overview',
    {
      schema: { params: WorkspaceParams, querystring: AriaOverviewQuery, response: { 200: AriaOverviewResponse } },
      config: { access: READ },
    },
    async (request) => {
      return ariaOverview(app.db, request.params.workspaceId, request.query);
    },
  );

  app.get(
    '/workspaces/:workspaceId/aria/mutes',
    { schema: { params: WorkspaceParams, response: { 200: MuteListResponse } }, config: { access: READ } },
    async (request) => {
      const rows = await app.db
        .selectFrom('aria_mutes')
        .selectAll()
        .where('workspace_id', '=', request.params.workspaceId)
        .orderBy('created_at', 'desc')
        .execute();
      return { mutes: rows.map(presentMute) };
    },
  );

  app.post(
    '/workspaces/:workspaceId/aria/mutes',
    {
      schema: { params: WorkspaceParams, body: CreateMuteRequest, response: { 200: AriaMute, 201: AriaMute } },
      config: { access: MUTE },
    },
    async (request, reply) => {
      const { workspaceId } = request.params;
      const project = await app.db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', request.body.projectId)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      if (!project) throw notFound('Project');
      const row = {
        id: randomUUID(),
        workspace_id: workspaceId,
        project_id: project.id,
        page_pattern: request.body.pagePattern,
        rule: request.body.rule,
        created_at: new Date().toISOString(),
      };
      const inserted = await app.db
        .insertInto('aria_mutes')
        .values(row)
        .onConflict((oc) => oc.columns(['project_id', 'page_pattern', 'rule']).doNothing())
        .executeTakeFirst();
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

  app.delete(
    '/workspaces/:workspaceId/aria/mutes/:muteId',
    { schema: { params: MuteParams }, config: { access: MUTE } },
    async (request, reply) => {
      const { workspaceId, muteId } = request.params;
      const deleted = await app.db
        .deleteFrom('aria_mutes')
        .where('id', '=', muteId)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound('Mute');
      return reply.code(204).send();
    },
  );
};

function presentMute(row: { id: string; project_id: string; page_pattern: string; rule: string; created_at: string }) {
  return { id: row.id, projectId: row.project_id, pagePattern: row.page_pattern, rule: row.rule, createdAt: row.created_at };
}
