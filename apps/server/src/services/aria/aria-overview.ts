import type { Kysely } from 'kysely';
import {
  ARIA_DETECTORS,
  ARIA_SEVERITIES,
  healthScore,
  type AriaOverviewQuery,
  type AriaOverviewResponse,
  type AriaSeverity,
} from '@commentflow/shared';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { mutedKeys, muteKey } from './list-findings.ts';

const DAY_MS = 86_400_000;

/**
 * The ARIA view's figures: open findings per page (with its health score), per detector and per
 * severity, and per day how many were found and resolved. Muted rules do not count.
 */
export async function ariaOverview(
  db: Kysely<Database>,
  workspaceId: string,
  query: z.output<typeof AriaOverviewQuery>,
): Promise<AriaOverviewResponse> {
  const since = new Date(Date.now() - (query.days - 1) * DAY_MS).toISOString().slice(0, 10);
  let select = db
    .selectFrom('aria_findings')
    .select(['project_id', 'page_pattern', 'page_url', 'rule', 'detector', 'severity', 'status', 'first_seen_at', 'resolved_at'])
    .where('workspace_id', '=', workspaceId)
    .where((eb) => eb.or([eb('status', '=', 'open'), eb('first_seen_at', '>=', since), eb('resolved_at', '>=', since)]));
  if (query.projectId) select = select.where('project_id', '=', query.projectId);
  const [rows, muted] = await Promise.all([select.execute(), mutedKeys(db, workspaceId)]);
  const open = rows.filter((row) => row.status === 'open' && !muted.has(muteKey(row.project_id, row.page_pattern, row.rule)));

  const pages = new Map<string, AriaOverviewResponse['pages'][number]>();
  for (const row of open) {
    const key = `${row.project_id} ${row.page_pattern}`;
    const page = pages.get(key) ?? {
      projectId: row.project_id,
      pagePattern: row.page_pattern,
      pageUrl: row.page_url,
      open: 0,
      bySeverity: {},
      health: 100,
    };
    page.open += 1;
    page.bySeverity[row.severity] = (page.bySeverity[row.severity] ?? 0) + 1;
    pages.set(key, page);
  }
  for (const page of pages.values()) page.health = healthScore(page.bySeverity as Partial<Record<AriaSeverity, number>>);

  const days = Array.from({ length: query.days }, (_, n) => new Date(Date.parse(since) + n * DAY_MS).toISOString().slice(0, 10));
  const dayOf = (at: string | null) => (at === null ? null : new Date(at).toISOString().slice(0, 10));
  return {
    pages: [...pages.values()].sort((a, b) => a.health - b.health || b.open - a.open),
    byDetector: ARIA_DETECTORS.map((detector) => ({ detector, open: open.filter((row) => row.detector === detector).length })),
    bySeverity: ARIA_SEVERITIES.map((severity) => ({ severity, open: open.filter((row) => row.severity === severity).length })),
    trend: days.map((day) => ({
      day,
      found: rows.filter((row) => dayOf(row.first_seen_at) === day).length,
      resolved: rows.filter((row) => dayOf(row.resolved_at) === day).length,
    })),
  };
}
