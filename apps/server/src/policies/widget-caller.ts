import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database, ProjectRow } from '../db/schema.ts';
import type { Caller } from './api-key-principal.ts';
import { findRole } from './require-membership.ts';
import { requireProjectGranted } from './visible-projects.ts';

/**
 * A widget caller is a member of the project's workspace when signed in as one, else a guest. A
 * signed-in client of a project not granted to them is refused (403 project-not-granted), never
 * downgraded to a guest: they would otherwise see the project's pins.
 */
export type WidgetCaller = ({ kind: 'member'; role: Role } & Caller) | { kind: 'guest' };

export async function widgetCaller(db: Kysely<Database>, request: FastifyRequest, project: ProjectRow): Promise<WidgetCaller> {
  if (!request.auth) return { kind: 'guest' };
  const role = await findRole(db, request.auth, project.workspace_id);
  if (!role) return { kind: 'guest' };
  const { userId, apiKey } = request.auth;
  await requireProjectGranted(db, { userId, apiKey, workspaceId: project.workspace_id, role }, project.id);
  return { kind: 'member', userId, apiKey, role };
}
