import type { Role } from '@commentflow/shared';
import { AppError } from '../errors.ts';

/**
 * Everything a workspace role may do. Author-only rules (editing a body, deleting one's own comment)
 * depend on the comment, so routes combine them with `isAuthor`; every role decision is made here.
 */
export type Action =
  | 'workspace:read'
  | 'workspace:update'
  | 'workspace:delete'
  | 'project:read'
  | 'project:manage'
  | 'comment:read'
  | 'comment:write'
  | 'comment:triage'
  | 'comment:moderate'
  | 'team:read'
  | 'member:manage'
  | 'analytics:read'
  | 'workspace:delete'
  | 'workspace:transfer'
  | 'workspace:export'
  | 'integration:manage'
  | 'automation:manage';

/** Only owners delete the workspace or hand ownership on. */
const OWNER_ONLY: readonly Action[] = ['workspace:delete', 'workspace:transfer'];

const GRANTS: Record<Role, readonly Action[]> = {
  owner: allActions(),
  // Admins also manage members, except owners: see canChangeMember in team-rules.ts.
  admin: allActions().filter((action) => !OWNER_ONLY.includes(action)),
  member: ['workspace:read', 'project:read', 'comment:read', 'comment:write', 'comment:triage', 'team:read', 'analytics:read'],
  // A client is a guest-level member: reads and writes comments and replies, nothing else.
  client: ['workspace:read', 'project:read', 'comment:read', 'comment:write'],
};

export function can(role: Role, action: Action): boolean {
  return GRANTS[role].includes(action);
}

/** Throws 403 unless the role allows the action; call only once membership is established. */
export function authorize(role: Role, action: Action, message = 'Your role does not allow that'): void {
  if (!can(role, action)) throw new AppError('forbidden', message);
}

/** Editing a comment's text belongs to its author alone, whatever their role. */
export function canEditBody(userId: string, comment: { author_user_id: string | null }): boolean {
  return comment.author_user_id === userId;
}

/** Deleting: the author, or whoever may moderate the workspace. */
export function canDelete(role: Role, userId: string, comment: { author_user_id: string | null }): boolean {
  return comment.author_user_id === userId || can(role, 'comment:moderate');
}

function allActions(): Action[] {
  return [
    'workspace:read',
    'workspace:update',
    'project:read',
    'project:manage',
    'comment:read',
    'comment:write',
    'comment:triage',
    'comment:moderate',
    'team:read',
    'member:manage',
    'analytics:read',
    'workspace:delete',
    'workspace:transfer',
    // A copy of every comment, reply and screenshot (spec §4 export): for those who run the workspace.
    'workspace:export',
    // Connecting trackers and chats hands them the workspace's feedback; rules act on everyone's threads.
    'integration:manage',
    'automation:manage',
  ];
}
