import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { Plan } from './workspace.ts';
import { WARNING_LEVELS } from '../rules/retention.ts';

// Data retention (docs/product/states.md, validation.md, api.md): the workspace owner's export of everything before it is deleted.

/**
 * Which workspace a retention call is about. The spec's calls name none: then the `X-Workspace-Id`
 * header, else the caller's first owned workspace, else their first (docs/product/plans-and-retention.md "Data-retention calls
 * without a workspace"). `workspaceId` in the query is still honoured.
 */
export const CurrentWorkspaceQuery = z.strictObject({ workspaceId: Id.optional() });
export type CurrentWorkspaceQuery = z.infer<typeof CurrentWorkspaceQuery>;
export const RequestExportQuery = CurrentWorkspaceQuery;
export type RequestExportQuery = z.infer<typeof RequestExportQuery>;

/** docs/product/api.md: "empty" payload (no body at all, which Fastify reads as null); `{}` with a JSON content type is accepted too. */
export const RequestExportBody = z.strictObject({}).nullish();

/** docs/product/data.md export response: the export is queued; `export_complete` tells the requester when it is ready. */
export const RequestExportResponse = z.object({ success: z.literal(true), exportId: Id, message: z.string() });
export type RequestExportResponse = z.infer<typeof RequestExportResponse>;

export const ExportParams = z.strictObject({ exportId: Id });

/** Where an export's archive is downloaded from (bearer token of the requester or a workspace owner or admin). */
export const exportDownloadPath = (exportId: string) => `/api/retention/exports/${exportId}/download`;

export const WarningLevelSchema = z.enum(WARNING_LEVELS);

export const Limits = z.object({ maxComments: z.number().int(), maxProjects: z.number().int(), maxIntegrations: z.number().int() });
export const UsageStats = z.object({ comments: z.number().int(), projects: z.number().int(), integrations: z.number().int() });

/** docs/product/data.md retention status, plus the dates it was computed from. */
export const RetentionStatus = z.object({
  workspaceId: Id,
  isExempt: z.boolean(),
  status: z.enum(['trial', 'limited', 'unlimited']),
  daysRemaining: z.number().int().nullable(),
  warningLevel: WarningLevelSchema,
  plan: Plan,
  shouldShowWarning: z.boolean(),
  shouldShowPopup: z.boolean(),
  upgradeRecommended: z.boolean(),
  commentCount: z.number().int(),
  stats: UsageStats,
  exports: z.object({ canExport: z.boolean() }),
  trialEndsAt: Timestamp.nullable(),
  deletionDate: Timestamp.nullable(),
});
export type RetentionStatus = z.infer<typeof RetentionStatus>;

/** docs/product/data.md retention config: the workspace's limits (-1 unlimited) and whether the popup must be acknowledged. */
export const RetentionConfig = z.object({
  limits: Limits,
  notifications: z.object({ popup: z.object({ requireAcknowledgment: z.boolean() }) }),
});
export type RetentionConfig = z.infer<typeof RetentionConfig>;

export const WarningType = z.enum(['banner_dismissed', 'popup_acknowledged']);
export type WarningType = z.infer<typeof WarningType>;

/** docs/product/data.md acknowledge payload. */
export const AcknowledgeRequest = z.strictObject({
  warningType: WarningType,
  daysRemaining: z.number().int().min(0).max(100_000).nullable(),
});
export type AcknowledgeRequest = z.infer<typeof AcknowledgeRequest>;
export const AcknowledgeResponse = z.object({ success: z.literal(true) });

/** docs/product/limits.md messages of the `/retention/{uid}` WebSocket. */
export const RetentionSocketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status_update'), data: RetentionStatus }),
  z.object({ type: z.literal('config_update'), data: RetentionConfig }),
  z.object({ type: z.literal('export_complete'), data: z.object({ workspaceId: Id, exportId: Id, status: z.enum(['ready', 'failed']) }) }),
]);
export type RetentionSocketMessage = z.infer<typeof RetentionSocketMessage>;
