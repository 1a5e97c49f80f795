import type { Invite, Member } from '@commentflow/shared';
import { inviteProjectIds } from '../db/json-columns.ts';
import type { InviteWithInviter, MemberRow } from '../db/rows.ts';

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
