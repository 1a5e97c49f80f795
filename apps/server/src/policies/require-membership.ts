import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { notFound, type NotFoundSubject } from '../errors.ts';
import { apiKeyRole, type Caller } from './api-key-principal.ts';

/**
 * The caller's role in a workspace. Not being a member answers 404, exactly like a workspace that
 * does not exist, so ids of other workspaces reveal nothing.
 */
export async function requireMembership(
  db: Kysely<Database> | Transaction<Database>,
  caller: Caller,
  workspaceId: string,
  what: NotFoundSubject = 'Workspace',
): Promise<Role> {
  const role = await findRole(db, caller, workspaceId);
  if (!role) throw notFound(what);
  return role;
}

/**
 * The user's role in the workspace, or undefined when they are not a member. Under an API key, the
 * key is the member: of its own workspace only, whatever its creator belongs to.
 */
export async function findRole(
  db: Kysely<Database> | Transaction<Database>,
  caller: Caller,
  workspaceId: string,
): Promise<Role | undefined> {
  const { apiKey } = caller;
  if (apiKey) return apiKey.workspaceId === workspaceId ? apiKeyRole(apiKey) : undefined;
  const [membership] = await roleOf(db, workspaceId, caller.userId);
  return membership?.role;
}

// Nearly every workspace request asks: prepared once (db/prepared-query.ts).
const roleOf = preparedQuery((db, workspaceId: string, userId: string) =>
  db.selectFrom('memberships').select('role').where('workspace_id', '=', workspaceId).where('user_id', '=', userId),
);
