import type { Kysely } from 'kysely';
import type { ListFindingsQuery } from '@commentflow/shared';
import type { z } from 'zod';
import type { AriaFindingRow, Database } from '../../db/schema.ts';

type Query = z.output<typeof ListFindingsQuery>;

/** The rules muted per page of a workspace, as `projectId page rule` keys. */
export async function mutedKeys(db: Kysely<Database>, workspaceId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('aria_mutes')
    .select(['project_id', 'page_pattern', 'rule'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  return new Set(rows.map((row) => muteKey(row.project_id, row.page_pattern, row.rule)));
}

export const muteKey = (projectId: string, pattern: string, rule: string) => `${projectId} ${pattern} ${rule}`;

/** A workspace's findings, the most recently seen first, narrowed by the dashboard's filters. */
export async function listFindings(
  db: Kysely<Database>,
  workspaceId: string,
  query: Query,
  visibleProjectIds: string[] | null = null,
): Promise<{ row: AriaFindingRow; muted: boolean }[]> {
  // An API key restricted to one project sees that project's findings alone (policies/visible-projects.ts).
  if (visibleProjectIds?.length === 0) return [];
  let select = db.selectFrom('aria_findings').selectAll().where('workspace_id', '=', workspaceId);
  if (visibleProjectIds) select = select.where('project_id', 'in', visibleProjectIds);
  if (query.projectId) select = select.where('project_id', '=', query.projectId);
  if (query.pagePattern) select = select.where('page_pattern', '=', query.pagePattern);
  if (query.detector) select = select.where('detector', '=', query.detector);
  if (query.severity) select = select.where('severity', '=', query.severity);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.source) select = select.where('source', '=', query.source);
  const [rows, muted] = await Promise.all([
    select.orderBy('last_seen_at', 'desc').orderBy('id').limit(query.limit).execute(),
    mutedKeys(db, workspaceId),
  ]);
  return rows.map((row) => ({ row, muted: muted.has(muteKey(row.project_id, row.page_pattern, row.rule)) }));
}
