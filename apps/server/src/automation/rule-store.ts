import {
  INTEGRATION_PROVIDERS,
  type AuthorKind,
  type AutomationAction,
  type AutomationCondition,
  type AutomationRule,
} from '@commentflow/shared';
import type { Kysely, Transaction } from 'kysely';
import { commentLabels } from '../db/json-columns.ts';
import type { AutomationRuleRow, Database } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { ThreadFacts } from './rule-matching.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function presentRule(row: AutomationRuleRow): AutomationRule {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    trigger: row.trigger,
    conditions: JSON.parse(row.conditions) as AutomationCondition[],
    actions: JSON.parse(row.actions) as AutomationAction[],
    enabled: row.enabled === 1,
    position: Number(row.position),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findRule(db: Db, ruleId: string): Promise<AutomationRuleRow | undefined> {
  return db.selectFrom('automation_rules').selectAll().where('id', '=', ruleId).executeTakeFirst();
}

/** A thread as conditions see it; the author's kind comes from their role (a guest has none; ARIA is none of them). */
export async function threadFacts(db: Db, comment: CommentWithAuthor): Promise<ThreadFacts> {
  let authorKind: AuthorKind | null = comment.bot_author === null ? 'guest' : null;
  if (comment.author_user_id !== null) {
    const membership = await db
      .selectFrom('memberships')
      .select('role')
      .where('workspace_id', '=', comment.workspace_id)
      .where('user_id', '=', comment.author_user_id)
      .executeTakeFirst();
    authorKind = membership?.role === 'client' ? 'client' : 'member';
  }
  const aria =
    comment.aria_detector && comment.aria_severity && comment.aria_rule
      ? { detector: comment.aria_detector, severity: comment.aria_severity, rule: comment.aria_rule }
      : null;
  return {
    projectId: comment.project_id,
    pageUrl: comment.page_url,
    priority: comment.priority,
    status: comment.status,
    authorKind,
    body: comment.body,
    labels: commentLabels(comment),
    aria,
  };
}

/** Names of the workspace's members and integrations by id, for actions in words. */
export async function namesIn(db: Db, workspaceId: string): Promise<(id: string) => string> {
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.display_name'])
    .where('m.workspace_id', '=', workspaceId)
    .execute();
  const integrations = await db
    .selectFrom('integrations')
    .select(['id', 'provider', 'account_label'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const names = new Map<string, string>([
    ...members.map((m) => [m.id, m.display_name] as const),
    ...integrations.map((i) => [i.id, `${INTEGRATION_PROVIDERS[i.provider].name} (${i.account_label})`] as const),
  ]);
  return (id) => names.get(id) ?? 'someone no longer here';
}
