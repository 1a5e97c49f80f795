import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { Id, Timestamp } from './common.ts';
import { DatabaseHealth, HealthResponse, RedisHealth } from './health.ts';
import { Plan } from './workspace.ts';

// The instance administrators' console (/client/admin): every account and workspace of this install.

export const AdminListQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type AdminListQuery = z.input<typeof AdminListQuery>;

export const AdminUser = z.object({
  uid: Id,
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  workspaceCount: z.int(),
  createdAt: Timestamp,
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserListResponse = z.object({ users: z.array(AdminUser), nextCursor: z.string().nullable() });
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;
export const AdminUserResponse = z.object({ user: AdminUser });

export const UpdateAdminUserRequest = z.strictObject({ disabled: z.boolean() });
export type UpdateAdminUserRequest = z.infer<typeof UpdateAdminUserRequest>;

export const AdminWorkspace = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  plan: Plan,
  exempt: z.boolean(),
  trialEndsAt: Timestamp.nullable(),
  memberCount: z.int(),
  projectCount: z.int(),
  commentCount: z.int(),
  createdAt: Timestamp,
});
export type AdminWorkspace = z.infer<typeof AdminWorkspace>;
export const AdminWorkspaceListResponse = z.object({ workspaces: z.array(AdminWorkspace), nextCursor: z.string().nullable() });
export type AdminWorkspaceListResponse = z.infer<typeof AdminWorkspaceListResponse>;
export const AdminWorkspaceResponse = z.object({ workspace: AdminWorkspace });

/**
 * Support's everyday tools: plan override, the exempt flag (docs/product/plans-and-retention.md: exempt accounts are never
 * warned about retention), a trial extended by some days (from its end, or from now once ended) or
 * ended now. Each change is written to the audit log.
 */
export const UpdateAdminWorkspaceRequest = z
  .strictObject({
    plan: Plan.optional(),
    exempt: z.boolean().optional(),
    extendTrialDays: z.int().min(1).max(365).optional(),
    endTrial: z.literal(true).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to update' })
  .refine((body) => !(body.extendTrialDays !== undefined && body.endTrial), { message: 'Extend or end the trial, not both' });
export type UpdateAdminWorkspaceRequest = z.infer<typeof UpdateAdminWorkspaceRequest>;

export const AdminOverviewResponse = z.object({
  health: z.object({
    /** As GET /api/health, plus why a dependency is down (the public check does not tell). */
    status: HealthResponse.shape.status,
    database: DatabaseHealth.extend({ error: z.string().nullable() }),
    redis: RedisHealth.extend({ error: z.string().nullable() }),
    uptimeSeconds: z.number(),
    nodeVersion: z.string(),
    memoryMb: z.number(),
  }),
  counts: z.object({ users: z.int(), workspaces: z.int(), projects: z.int(), comments: z.int() }),
});
export type AdminOverviewResponse = z.infer<typeof AdminOverviewResponse>;

export const AdminUserParams = z.strictObject({ userId: Id });
export const AdminWorkspaceParams = z.strictObject({ workspaceId: Id });

/** The job layer's queues (background work: exports, e-mail, webhooks...), for the admin console. */
export const AdminJobQueue = z.object({
  name: z.string(),
  /** Waiting for their first run. */
  waiting: z.int(),
  active: z.int(),
  /** Failed at least once, waiting for their next try. */
  retrying: z.int(),
  /** Out of tries: they stay until an admin retries them. */
  failed: z.int(),
});
export type AdminJobQueue = z.infer<typeof AdminJobQueue>;
export const AdminJobProblem = z.object({
  id: Id,
  name: z.string(),
  state: z.enum(['failed', 'retry']),
  /** The try that failed last. */
  attempt: z.int(),
  lastError: z.string().nullable(),
  updatedAt: Timestamp,
});
export type AdminJobProblem = z.infer<typeof AdminJobProblem>;
export const AdminJobsResponse = z.object({ queues: z.array(AdminJobQueue), problems: z.array(AdminJobProblem) });
export type AdminJobsResponse = z.infer<typeof AdminJobsResponse>;
export const AdminJobParams = z.strictObject({ jobId: Id });

export const AdminAuditEntry = z.object({
  id: Id,
  actorUserId: Id.nullable(),
  actorName: z.string().nullable(),
  workspaceId: Id.nullable(),
  workspaceName: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: Timestamp,
});
export const AdminAuditQuery = z.strictObject({ workspaceId: Id.optional() });
export const AdminAuditLogResponse = z.object({ entries: z.array(AdminAuditEntry) });
export type AdminAuditLogResponse = z.infer<typeof AdminAuditLogResponse>;
