import { sql, type Kysely, type Transaction } from 'kysely';
import type { AutomationTrigger } from '@commentflow/shared';
import type { Database, IntegrationsTable } from '../db/schema.ts';
import { preparedQuery } from '../db/prepared-query.ts';

/**
 * Who in a workspace hears of a change: its enabled webhook endpoints (webhook-emitter.ts), its team
 * of owners, admins and members (notify-comment-activity.ts), its enabled automation rules and its
 * notifiers (integrations/comment-effects.ts). A comment write asks for all four, from those three
 * places; they are read together in one statement, once per transaction, where there were four
 * (on PostgreSQL, three round trips fewer for every new comment).
 */
export interface WorkspaceAudience {
  endpoints: { id: string; eventTypes: string }[];
  /** User ids. */
  team: string[];
  rules: { id: string; trigger: AutomationTrigger }[];
  notifiers: { id: string; provider: Extract<IntegrationsTable['provider'], 'slack' | 'email'>; settings: string }[];
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The audience as the caller's transaction sees it, read at its first question. Nothing that writes
 * comments changes these tables in the same transaction, and a transaction that changes them (a new
 * member, an endpoint) asks only after its change.
 */
const readInTransaction = new WeakMap<Transaction<Database>, Map<string, Promise<WorkspaceAudience>>>();

export function workspaceAudience(db: Db, workspaceId: string): Promise<WorkspaceAudience> {
  if (!db.isTransaction) return readAudience(db, workspaceId);
  const trx = db as Transaction<Database>;
  let byWorkspace = readInTransaction.get(trx);
  if (!byWorkspace) readInTransaction.set(trx, (byWorkspace = new Map()));
  let audience = byWorkspace.get(workspaceId);
  if (!audience) byWorkspace.set(workspaceId, (audience = readAudience(trx, workspaceId)));
  return audience;
}

async function readAudience(db: Db, workspaceId: string): Promise<WorkspaceAudience> {
  const audience: WorkspaceAudience = { endpoints: [], team: [], rules: [], notifiers: [] };
  for (const row of await audienceRows(db, workspaceId)) {
    if (row.kind === 'endpoint') audience.endpoints.push({ id: row.id, eventTypes: row.detail! });
    else if (row.kind === 'member') audience.team.push(row.id);
    else if (row.kind === 'rule') audience.rules.push({ id: row.id, trigger: row.detail as AutomationTrigger });
    else audience.notifiers.push({ id: row.id, provider: row.detail as 'slack' | 'email', settings: row.settings! });
  }
  return audience;
}

// One row per listener, tagged with its kind: the same four columns in every part, so it runs on both engines.
const audienceRows = preparedQuery((db, workspaceId: string) =>
  db
    .selectFrom('webhook_endpoints')
    .select([tag('endpoint'), 'id', text('event_types').as('detail'), text(null).as('settings')])
    .where('workspace_id', '=', workspaceId)
    .where('enabled', '=', sql.lit(1))
    .unionAll(
      db
        .selectFrom('memberships')
        .select([tag('member'), 'user_id as id', text(null).as('detail'), text(null).as('settings')])
        .where('workspace_id', '=', workspaceId)
        .where('role', '!=', sql.lit('client')),
    )
    .unionAll(
      db
        .selectFrom('automation_rules')
        .select([tag('rule'), 'id', text('trigger').as('detail'), text(null).as('settings')])
        .where('workspace_id', '=', workspaceId)
        .where('enabled', '=', sql.lit(1)),
    )
    .unionAll(
      db
        .selectFrom('integrations')
        .select([tag('notifier'), 'id', text('provider').as('detail'), text('settings').as('settings')])
        .where('workspace_id', '=', workspaceId)
        .where('provider', 'in', [sql.lit('slack' as const), sql.lit('email' as const)]),
    ),
);

function tag(kind: 'endpoint' | 'member' | 'rule' | 'notifier') {
  return sql<string>`${sql.lit(kind)}`.as('kind');
}

/** A text column of the part's table, or null where the part has none. */
function text(column: string | null) {
  return column === null ? sql<string | null>`null` : sql<string | null>`${sql.ref(column)}`;
}
