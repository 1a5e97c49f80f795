import type { Role } from '@commentflow/shared';
import { AppError } from '../errors.ts';
import { authorize, can } from './can.ts';

/**
 * Whether `actor` may change or remove a member who has `target` role (and, for a change, give them
 * `next`). Owners may do anything; admins manage everyone but owners and cannot make owners.
 */
export function assertCanChangeMember(actor: Role, target: Role, next?: Role): void {
  authorize(actor, 'member:manage', 'Only owners and admins manage members');
  const touchesOwner = target === 'owner' || next === 'owner';
  if (touchesOwner && !can(actor, 'workspace:transfer')) throw new AppError('forbidden', 'Only an owner can change or remove an owner');
}

/** Inviting is managing members; an admin invites anyone but an owner (invitations never make owners). */
export function assertCanInvite(actor: Role): void {
  authorize(actor, 'member:manage', 'Only owners and admins invite people');
}

/** A workspace always keeps at least one owner. */
export function assertOwnerRemains(ownerCount: number, target: Role, next?: Role): void {
  if (target === 'owner' && next !== 'owner' && ownerCount <= 1) {
    throw new AppError('last-owner', 'A workspace needs an owner: make someone else owner first');
  }
}
