import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Id, type Role } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { notFound, validationFailed } from '../errors.ts';
import type { Caller } from './api-key-principal.ts';
import { requireMembership } from './require-membership.ts';

export const WORKSPACE_HEADER = 'x-workspace-id';

/**
 * docs/product/plans-and-retention.md#calls-without-a-workspace: the workspace named by the `X-Workspace-Id`
 * header (the dashboard sends it with every call) or the `workspaceId` query, else the first workspace
 * the caller owns, else the first they belong to. A named workspace the caller is not a member of
 * answers 404, like one that does not exist.
 */
export async function currentWorkspace(
  db: Kysely<Database>,
  request: FastifyRequest,
  caller: Caller,
  queryWorkspaceId: string | undefined,
): Promise<{ workspaceId: string; role: Role }> {
  // A key belongs to one workspace: its own, unless another is named (and then refused by requireMembership).
  const named = queryWorkspaceId ?? headerWorkspaceId(request) ?? caller.apiKey?.workspaceId;
  if (named) return { workspaceId: named, role: await requireMembership(db, caller, named) };
  const first = await db
    .selectFrom('memberships')
    .select(['workspace_id', 'role'])
    .where('user_id', '=', caller.userId)
    // Owned workspaces first, then the oldest membership.
    .orderBy((eb) => eb.case().when('role', '=', 'owner').then(0).else(1).end())
    .orderBy('created_at')
    .orderBy('workspace_id')
    .executeTakeFirst();
  if (!first) throw notFound('Workspace');
  return { workspaceId: first.workspace_id, role: first.role };
}

function headerWorkspaceId(request: FastifyRequest): string | undefined {
  const value = request.headers[WORKSPACE_HEADER];
  if (value === undefined || value === '') return undefined;
  const parsed = Id.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) throw validationFailed([{ path: 'headers.x-workspace-id', message: 'Must be a valid id' }]);
  return parsed.data;
}
