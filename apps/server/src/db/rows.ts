import type { Role } from '@commentflow/shared';
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
