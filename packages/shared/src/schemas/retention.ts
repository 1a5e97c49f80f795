import { z } from 'zod';
import { Id } from './common.ts';

// Data retention (spec §4, §5, §7): the workspace owner's export of everything before it is deleted.

/** Which workspace to export: the spec's call has an empty body, so the workspace travels in the query. */
export const RequestExportQuery = z.strictObject({ workspaceId: Id });
export type RequestExportQuery = z.infer<typeof RequestExportQuery>;

/** Spec §7: "empty" payload (no body at all, which Fastify reads as null); `{}` with a JSON content type is accepted too. */
export const RequestExportBody = z.strictObject({}).nullish();

/** Spec §3 export response: the export is queued; `export_complete` tells the requester when it is ready. */
export const RequestExportResponse = z.object({ success: z.literal(true), exportId: Id, message: z.string() });
export type RequestExportResponse = z.infer<typeof RequestExportResponse>;

export const ExportParams = z.strictObject({ exportId: Id });

/** Where an export's archive is downloaded from (bearer token of the requester or a workspace owner or admin). */
export const exportDownloadPath = (exportId: string) => `/api/retention/exports/${exportId}/download`;
