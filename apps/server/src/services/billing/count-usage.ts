import type { Kysely, Transaction } from 'kysely';
import type { LimitKind, Usage } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How many of one kind a workspace holds now. Every stored comment counts, replies and guests' included. */
export async function countOf(db: Db, workspaceId: string, kind: LimitKind): Promise<number> {
  // Every connected integration counts, trackers and notifiers alike.
  const table = kind;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** docs/product/data.md retention status `stats`. */
export async function countUsage(db: Db, workspaceId: string): Promise<Usage> {
  const [comments, projects, integrations] = await Promise.all([
    countOf(db, workspaceId, 'comments'),
    countOf(db, workspaceId, 'projects'),
    countOf(db, workspaceId, 'integrations'),
  ]);
  return { comments, projects, integrations };
}
