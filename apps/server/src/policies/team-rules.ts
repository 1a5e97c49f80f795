import { canChangeMember, type Role } from '@commentflow/shared';
import { AppError } from '../errors.ts';
import { authorize } from './can.ts';

/** Refuses (403) unless `actor` may change or remove a `target` member (and give them `next`). */
export function assertCanChangeMember(actor: Role, target: Role, next?: Role): void {
  authorize(actor, 'member:manage', 'Only owners and admins manage members');
  if (!canChangeMember(actor, target, next)) throw new AppError('forbidden', 'Only an owner can change or remove an owner');
}

/**
 * What inviting needs, as a route's access: inviting is managing members; an admin invites anyone but
 * an owner (invitations never make owners). Spread into `{ workspace: 'params', ...INVITER }`.
 */
export const INVITER = { action: 'member:manage', message: 'Only owners and admins invite people' } as const;

/** A workspace always keeps at least one owner. */
export function assertOwnerRemains(ownerCount: number, target: Role, next?: Role): void {
  if (target === 'owner' && next !== 'owner' && ownerCount <= 1) {
    throw new AppError('last-owner', 'A workspace needs an owner: make someone else owner first');
  }
}
