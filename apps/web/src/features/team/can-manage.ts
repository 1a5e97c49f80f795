import type { Role } from '@commentflow/shared';

/** Mirrors the server's rules (policies/team-rules.ts) to show only the controls that will work. */
export function canManage(actor: Role, target: Role): boolean {
  if (actor === 'owner') return true;
  return actor === 'admin' && target !== 'owner';
}

/** The roles `actor` may give: admins never make owners. */
export function assignableRoles(actor: Role): Role[] {
  return actor === 'owner' ? ['owner', 'admin', 'member', 'client'] : ['admin', 'member', 'client'];
}
