import type { Invite, Member, Role } from '@commentflow/shared';
import type { InviteRow } from '../db/schema.ts';
import { parseOrigins as parseJsonStrings } from './project.ts';

export interface MemberRow {
  user_id: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  role: Role;
  created_at: string;
}

export type InviteWithInviter = InviteRow & { invited_by_name: string | null };

export function presentMember(row: MemberRow, projectIds: string[]): Member {
  return {
    userId: row.user_id,
    email: row.email,
    displayName: row.display_name,
    photoUrl: row.photo_url,
    role: row.role,
    projectIds: row.role === 'client' ? projectIds : [],
    joinedAt: row.created_at,
  };
}

export function presentInvite(row: InviteWithInviter, now = Date.now()): Invite {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    role: row.role,
    projectIds: inviteProjectIds(row),
    invitedByName: row.invited_by_name,
    useCount: Number(row.use_count),
    expiresAt: row.expires_at,
    expired: Date.parse(row.expires_at) <= now,
    createdAt: row.created_at,
  };
}

export const inviteProjectIds = (row: Pick<InviteRow, 'project_ids'>): string[] => parseJsonStrings(row.project_ids);
