import type { Role } from './schemas/workspace.ts';

/**
 * The one table of what a workspace role may do. The server refuses with it (route prelude and
 * `authorize`), the dashboard and the widget ask it before offering a control, so a button is shown
 * exactly when the server would accept its request.
 *
 * Author rules (editing a comment's text, deleting one's own comment) also depend on the comment, so
 * they are the functions below the table rather than rows of it.
 */
export type Action =
  | 'workspace:read'
  | 'workspace:update'
  | 'workspace:delete'
  | 'workspace:transfer'
  | 'workspace:export'
  | 'project:read'
  | 'project:manage'
  | 'comment:read'
  | 'comment:write'
  | 'comment:triage'
  | 'comment:moderate'
  | 'team:read'
  | 'member:manage'
  | 'analytics:read'
  | 'billing:manage'
  | 'apikey:manage'
  | 'webhook:manage'
  | 'integration:manage'
  | 'automation:manage'
  | 'aria:manage'
  | 'aria:read';

/** Every role that may do the action. Written per action so a new action states its roles once. */
const ROLES: Record<Action, readonly Role[]> = {
  'workspace:read': ['owner', 'admin', 'member', 'client'],
  'workspace:update': ['owner', 'admin'],
  // Only owners delete the workspace or hand ownership on.
  'workspace:delete': ['owner'],
  'workspace:transfer': ['owner'],
  // A copy of every comment, reply and screenshot (docs/product/states.md export): for those who run the workspace.
  'workspace:export': ['owner', 'admin'],
  'project:read': ['owner', 'admin', 'member', 'client'],
  'project:manage': ['owner', 'admin'],
  // A client is a guest-level member: reads and writes comments and replies on granted projects, nothing else.
  'comment:read': ['owner', 'admin', 'member', 'client'],
  'comment:write': ['owner', 'admin', 'member', 'client'],
  'comment:triage': ['owner', 'admin', 'member'],
  'comment:moderate': ['owner', 'admin'],
  'team:read': ['owner', 'admin', 'member'],
  // Admins manage members too, except owners: see canChangeMember.
  'member:manage': ['owner', 'admin'],
  'analytics:read': ['owner', 'admin', 'member'],
  'billing:manage': ['owner', 'admin'],
  'apikey:manage': ['owner', 'admin'],
  'webhook:manage': ['owner', 'admin'],
  'integration:manage': ['owner', 'admin'],
  'automation:manage': ['owner', 'admin'],
  'aria:manage': ['owner', 'admin'],
  'aria:read': ['owner', 'admin', 'member'],
};

export const ACTIONS = Object.keys(ROLES) as Action[];

export function can(role: Role, action: Action): boolean {
  return ROLES[action].includes(role);
}

/** The roles allowed an action, for tests and documentation. */
export function rolesFor(action: Action): readonly Role[] {
  return ROLES[action];
}

/** Editing a comment's text belongs to its author alone, whatever their role. */
export function canEditCommentBody(userId: string | undefined, authorId: string | null): boolean {
  return userId !== undefined && authorId === userId;
}

/** Deleting a comment: its author, or whoever may moderate the workspace. */
export function canDeleteComment(role: Role, userId: string | undefined, authorId: string | null): boolean {
  return (userId !== undefined && authorId === userId) || can(role, 'comment:moderate');
}

/**
 * Whether `actor` may change or remove a member who has `target` role (and, for a change, give them
 * `next`). Owners may do anything; admins manage everyone but owners and cannot make owners.
 */
export function canChangeMember(actor: Role, target: Role, next?: Role): boolean {
  if (!can(actor, 'member:manage')) return false;
  const touchesOwner = target === 'owner' || next === 'owner';
  return !touchesOwner || can(actor, 'workspace:transfer');
}

/** The roles `actor` may give someone: admins never make owners. */
export function assignableRoles(actor: Role): Role[] {
  const all: Role[] = ['owner', 'admin', 'member', 'client'];
  return all.filter((role) => canChangeMember(actor, 'member', role));
}
