import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { notFound, type NotFoundSubject } from '../errors.ts';
import { findComment } from '../services/comment-query.ts';
import { findExport } from '../services/export/find-export.ts';
import { findIntegration } from '../integrations/integration-store.ts';
import { findRule } from '../automation/rule-store.ts';
import { findProject } from '../services/project-query.ts';
import { findOpenInvite } from '../services/team/team-query.ts';
import type { Caller } from './api-key-principal.ts';
import { requireMembership } from './require-membership.ts';
import { requireProjectVisible } from './visible-projects.ts';

type Db = Kysely<Database> | Transaction<Database>;

interface ResourceKind<Row> {
  /** The route parameter that names it. */
  param: string;
  /** The word of its 404, so a missing one and one out of reach answer alike. */
  subject: NotFoundSubject;
  find: (db: Db, id: string) => Promise<Row | undefined>;
  workspaceOf: (row: Row) => string;
  /** The project whose client grants decide who sees it; null when the whole workspace does. */
  projectOf: (row: Row) => string | null;
}

const kind = <Row>(resource: ResourceKind<Row>) => resource;

/**
 * Every resource a route can name by id, and how to find its workspace and project. Adding a
 * resource (a webhook, an API key...) is one row here; the reach rule below stays the same.
 */
export const RESOURCES = {
  project: kind({
    param: 'projectId',
    subject: 'Project',
    find: findProject,
    workspaceOf: (row) => row.workspace_id,
    projectOf: (row) => row.id,
  }),
  comment: kind({
    param: 'commentId',
    subject: 'Comment',
    find: findComment,
    workspaceOf: (row) => row.workspace_id,
    projectOf: (row) => row.project_id,
  }),
  // Only open invitations can be managed; a used or revoked one answers like a missing one.
  invite: kind({
    param: 'inviteId',
    subject: 'Invitation',
    find: findOpenInvite,
    workspaceOf: (row) => row.workspace_id,
    projectOf: () => null,
  }),
  export: kind({ param: 'exportId', subject: 'Export', find: findExport, workspaceOf: (row) => row.workspace_id, projectOf: () => null }),
  integration: kind({
    param: 'integrationId',
    subject: 'Integration',
    find: findIntegration,
    workspaceOf: (row) => row.workspace_id,
    projectOf: () => null,
  }),
  automationRule: kind({ param: 'ruleId', subject: 'Rule', find: findRule, workspaceOf: (row) => row.workspace_id, projectOf: () => null }),
};

export type ResourceName = keyof typeof RESOURCES;
export type ResourceRow<N extends ResourceName> = NonNullable<Awaited<ReturnType<(typeof RESOURCES)[N]['find']>>>;

export interface InReach<N extends ResourceName> {
  row: ResourceRow<N>;
  workspaceId: string;
  role: Role;
}

/**
 * The one loader: a resource the caller may reach, with their role in its workspace. Missing, of
 * another workspace, or (for a client) of a project not granted to them: all answer the same 404.
 */
export async function loadInReach<N extends ResourceName>(db: Db, caller: Caller, name: N, id: string): Promise<InReach<N>> {
  const resource = RESOURCES[name] as unknown as ResourceKind<ResourceRow<N>>;
  const row = await resource.find(db, id);
  if (!row) throw notFound(resource.subject);
  const workspaceId = resource.workspaceOf(row);
  const role = await requireMembership(db, caller, workspaceId, resource.subject);
  const projectId = resource.projectOf(row);
  if (projectId !== null) await requireProjectVisible(db, { ...caller, workspaceId, role }, projectId, resource.subject);
  return { row, workspaceId, role };
}

/**
 * The resource as the transaction sees it, for a change computed from its current values (a patch
 * merged into the row): the prelude read it before the transaction began. Gone since: 404.
 */
export async function reloadInTransaction<N extends ResourceName>(
  trx: Transaction<Database>,
  name: N,
  row: ResourceRow<N>,
): Promise<ResourceRow<N>> {
  const resource = RESOURCES[name] as unknown as ResourceKind<ResourceRow<N>>;
  const fresh = await resource.find(trx, (row as { id: string }).id);
  if (!fresh) throw notFound(resource.subject);
  return fresh;
}
