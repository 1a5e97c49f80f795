import { COMMENT_BODY_MAX } from '@commentflow/shared';
import type { AriaFindingRow } from '../../db/schema.ts';

/**
 * ARIA's comment on a finding: what is wrong, the evidence, how to fix it, and where it came from.
 * Plain text (the widget and the dashboard show comment bodies as text, never HTML). A visitor's
 * finding says so: it came from an unauthenticated browser and is not verified.
 */
export function findingCommentBody(finding: Pick<AriaFindingRow, 'title' | 'evidence' | 'fix_hint' | 'detector' | 'rule' | 'severity' | 'source'>): string {
  const origin = finding.source === 'visitor' ? "Reported by a visitor's browser (unverified)." : "Found by a team member's full scan.";
  const lines = [
    finding.title,
    finding.evidence ? `Evidence: ${finding.evidence}` : null,
    finding.fix_hint ? `How to fix: ${finding.fix_hint}` : null,
    `${finding.detector} · ${finding.rule} · ${finding.severity}. ${origin}`,
  ].filter((line): line is string => line !== null);
  const body = lines.join('\n\n');
  return body.length > COMMENT_BODY_MAX ? `${body.slice(0, COMMENT_BODY_MAX - 1)}…` : body;
}

export const resolvedNote = (at: string) => `Not seen by the full scan of this page on ${at.slice(0, 10)}: resolved by ARIA. It reopens if it comes back.`;
export const reopenedNote = (at: string) => `Seen again on ${at.slice(0, 10)}: reopened by ARIA.`;
