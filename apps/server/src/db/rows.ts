import type { AriaCommentInfo, Role } from '@commentflow/shared';
import type { CommentRow, InviteRow } from './schema.ts';

/**
 * Rows as the services' queries return them, joined with what the API shows alongside: the types
 * services, presenters and realtime share (services/comment-query.ts, services/team/team-query.ts).
 */

/** A comment row joined with its author's public profile and its screenshot's size. */
export type CommentWithAuthor = CommentRow & {
  author_display_name: string | null;
  author_photo_url: string | null;
  /** The attached screenshot's size (joined from screenshots); null without one. */
  screenshot_width: number | null;
  screenshot_height: number | null;
  /** The ARIA finding this thread was filed for (joined from aria_findings); null on other comments. */
  aria_finding_id: string | null;
  aria_detector: AriaCommentInfo['detector'] | null;
  aria_rule: string | null;
  aria_severity: AriaCommentInfo['severity'] | null;
  aria_occurrences: number | null;
  aria_last_seen_at: string | null;
  aria_source: AriaCommentInfo['source'] | null;
  /** The name of the API key it was written with (joined from api_keys). */
  via_api_key_name: string | null;
};

/** A membership joined with the member's account. */
export interface MemberRow {
  user_id: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  role: Role;
  created_at: string;
}

export type InviteWithInviter = InviteRow & { invited_by_name: string | null };
