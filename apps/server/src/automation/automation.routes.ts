import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTOMATION_TRY_THREADS,
  AutomationRuleInput,
  AutomationRuleListResponse,
  AutomationRuleParams,
  AutomationRuleResponse,
  AutomationRunListResponse,
  INTEGRATION_PROVIDERS,
  ReorderAutomationRulesRequest,
  TryAutomationRuleResponse,
  UpdateAutomationRuleRequest,
  WorkspaceParams,
  type AutomationAction,
  type FieldIssue,
} from '@commentflow/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import { loaded, memberAccess } from '../plugins/route-prelude.ts';
import { commentQuery } from '../services/comment-query.ts';
import { describeAction, ruleMatches } from './rule-matching.ts';
import { namesIn, presentRule, threadFacts } from './rule-store.ts';

const manageWorkspace = {
  workspace: 'params',
  action: 'automation:manage',
  message: 'Only owners and admins manage automation rules',
} as const;
const manageRule = {
  resource: 'automationRule',
  action: 'automation:manage',
  message: 'Only owners and admins manage automation rules',
} as const;

/** Actions must name this workspace's members (not clients) and integrations of the right kind. */
async function checkActions(db: Kysely<Database>, workspaceId: string, actions: AutomationAction[]): Promise<void> {
  const members = new Set(
    (
      await db.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspaceId).where('role', '!=', 'client').execute()
    ).map((m) => m.user_id),
  );
  const integrations = new Map(
    (await db.selectFrom('integrations').select(['id', 'provider']).where('workspace_id', '=', workspaceId).execute()).map((i) => [
      i.id,
      INTEGRATION_PROVIDERS[i.provider].kind,
    ]),
  );
  const issues: FieldIssue[] = [];
  actions.forEach((action, index) => {
    const path = `body.actions.${index}`;
    if (action.type === 'assign' && !members.has(action.assigneeId)) issues.push({ path, message: 'Assign someone from this workspace' });
    if (action.type === 'notify' && action.userIds.some((id) => !members.has(id)))
      issues.push({ path, message: 'Notify members of this workspace' });
    if (action.type === 'post-message' && integrations.get(action.integrationId) !== 'notifier')
      issues.push({ path, message: 'Choose a connected Slack or e-mail integration' });
    if (action.type === 'create-ticket' && integrations.get(action.integrationId) !== 'tracker')
      issues.push({ path, message: 'Choose a connected tracker' });
  });
  if (issues.length > 0) throw validationFailed(issues);
}

/** Automation rules (owners and admins): ordered, pausable, with their run log and a try-out. */
export const automationRoutes: FastifyPluginAsyncZod = async (app) => {
  const listRules = (workspaceId: string) =>
    app.db
      .selectFrom('automation_rules')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();

  app.get(
    '/workspaces/:workspaceId/automation-rules',
    { schema: { params: WorkspaceParams, response: { 200: AutomationRuleListResponse } }, config: { access: manageWorkspace } },
    async (request) => ({ rules: (await listRules(memberAccess(request).workspaceId)).map(presentRule) }),
  );

  app.post(
    '/workspaces/:workspaceId/automation-rules',
    {
      schema: { params: WorkspaceParams, body: AutomationRuleInput, response: { 201: AutomationRuleResponse } },
      config: { access: manageWorkspace },
    },
    async (request, reply) => {
      const { workspaceId, userId } = memberAccess(request);
      const input = request.body;
      await checkActions(app.db, workspaceId, input.actions);
      const last = await app.db
        .selectFrom('automation_rules')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      const now = new Date().toISOString();
      const row = await app.db
        .insertInto('automation_rules')
        .values({
          id: randomUUID(),
          workspace_id: workspaceId,
          name: input.name,
          trigger: input.trigger,
          conditions: JSON.stringify(input.conditions),
          actions: JSON.stringify(input.actions),
          enabled: input.enabled ? 1 : 0,
          position: Number(last?.max ?? -1) + 1,
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ rule: presentRule(row) });
    },
  );

  app.patch(
    '/automation-rules/:ruleId',
    {
      schema: { params: AutomationRuleParams, body: UpdateAutomationRuleRequest, response: { 200: AutomationRuleResponse } },
      config: { access: manageRule },
    },
    async (request) => {
      const rule = loaded(request, 'automationRule');
      const patch = request.body;
      if (patch.actions) await checkActions(app.db, rule.workspace_id, patch.actions);
      const row = await app.db
        .updateTable('automation_rules')
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.trigger !== undefined ? { trigger: patch.trigger } : {}),
          ...(patch.conditions !== undefined ? { conditions: JSON.stringify(patch.conditions) } : {}),
          ...(patch.actions !== undefined ? { actions: JSON.stringify(patch.actions) } : {}),
          ...(patch.enabled !== undefined ? { enabled: patch.enabled ? 1 : 0 } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', rule.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { rule: presentRule(row) };
    },
  );

  app.delete(
    '/automation-rules/:ruleId',
    { schema: { params: AutomationRuleParams }, config: { access: manageRule } },
    async (request, reply) => {
      await app.db.deleteFrom('automation_rules').where('id', '=', loaded(request, 'automationRule').id).execute();
      return reply.code(204).send();
    },
  );

  app.put(
    '/workspaces/:workspaceId/automation-rules/order',
    {
      schema: { params: WorkspaceParams, body: ReorderAutomationRulesRequest, response: { 200: AutomationRuleListResponse } },
      config: { access: manageWorkspace },
    },
    async (request) => {
      const { workspaceId } = memberAccess(request);
      const current = await listRules(workspaceId);
      const wanted = request.body.ruleIds;
      const sameSet =
        wanted.length === current.length && new Set(wanted).size === wanted.length && current.every((row) => wanted.includes(row.id));
      if (!sameSet) throw validationFailed([{ path: 'body.ruleIds', message: 'List every rule of the workspace once, in the new order' }]);
      await app.db.transaction().execute(async (trx) => {
        for (const [position, id] of wanted.entries())
          await trx.updateTable('automation_rules').set({ position }).where('id', '=', id).execute();
      });
      return { rules: (await listRules(workspaceId)).map(presentRule) };
    },
  );

  app.get(
    '/automation-rules/:ruleId/runs',
    { schema: { params: AutomationRuleParams, response: { 200: AutomationRunListResponse } }, config: { access: manageRule } },
    async (request) => {
      const rows = await app.db
        .selectFrom('automation_runs')
        .selectAll()
        .where('rule_id', '=', loaded(request, 'automationRule').id)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
      return {
        runs: rows.map((row) => ({
          id: row.id,
          ruleId: row.rule_id,
          commentId: row.comment_id,
          trigger: row.trigger,
          matched: row.matched === 1,
          actionsDone: JSON.parse(row.actions_done) as string[],
          errors: JSON.parse(row.errors) as string[],
          createdAt: row.created_at,
        })),
      };
    },
  );

  // Before saving: which of the last threads the conditions match, and what the rule would do to each.
  app.post(
    '/workspaces/:workspaceId/automation-rules/try',
    {
      schema: { params: WorkspaceParams, body: AutomationRuleInput, response: { 200: TryAutomationRuleResponse } },
      config: { access: manageWorkspace },
    },
    async (request) => {
      const { workspaceId } = memberAccess(request);
      await checkActions(app.db, workspaceId, request.body.actions);
      const threads = await commentQuery(app.db)
        .where('c.workspace_id', '=', workspaceId)
        .where('c.parent_id', 'is', null)
        .orderBy('c.created_at', 'desc')
        .limit(AUTOMATION_TRY_THREADS)
        .execute();
      const name = await namesIn(app.db, workspaceId);
      const matches = [];
      for (const thread of threads) {
        if (!ruleMatches(request.body.conditions, await threadFacts(app.db, thread))) continue;
        matches.push({
          commentId: thread.id,
          body: thread.body,
          pageUrl: thread.page_url,
          actions: request.body.actions.map((action) => describeAction(action, name)),
        });
      }
      return { tried: threads.length, matches };
    },
  );
};
