import type { Anchor, AriaFinding } from '@commentflow/shared';
import type { AriaFindingRow } from '../db/schema.ts';

export function presentFinding(row: AriaFindingRow, muted: boolean): AriaFinding {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    projectId: row.project_id,
    pageUrl: row.page_url,
    pagePattern: row.page_pattern,
    detector: row.detector,
    rule: row.rule,
    severity: row.severity,
    title: row.title,
    subject: row.subject,
    evidence: row.evidence,
    fixHint: row.fix_hint,
    anchor: row.anchor === null ? null : (JSON.parse(row.anchor) as Anchor),
    occurrences: Number(row.occurrences),
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at,
    status: row.status,
    source: row.source,
    commentId: row.comment_id,
    muted,
    routing: JSON.parse(row.routing) as AriaFinding['routing'],
  };
}
