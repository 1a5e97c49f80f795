import type { Kysely } from 'kysely';
import type { Anchor, ClientMeta, CommentStatus, Priority, Viewport } from '@commentflow/shared';
import type { Database, ScreenshotsTable } from '../../db/schema.ts';
import { decodeJson, projectAllowedOrigins } from '../../db/json-columns.ts';

// What a workspace export holds (docs/product/plans-and-retention.md#export: every comment, reply and project), shaped for people
// and other tools rather than for the dashboard: names and e-mails spelled out, screenshots by path.

export interface ExportPerson {
  id: string | null;
  name: string;
  email: string | null;
}

export interface ExportComment {
  id: string;
  projectId: string;
  projectName: string;
  pageUrl: string;
  pageTitle: string;
  body: string;
  author: ExportPerson & { isGuest: boolean };
  createdAt: string;
  updatedAt: string;
}

export interface ExportThread extends ExportComment {
  status: CommentStatus;
  priority: Priority;
  assignee: ExportPerson | null;
  resolvedAt: string | null;
  anchor: Anchor | null;
  viewport: Viewport | null;
  meta: ClientMeta | null;
  /** The screenshot's path inside the archive, or null. */
  screenshot: string | null;
  replies: ExportComment[];
}

export interface ExportProject {
  id: string;
  name: string;
  siteUrl: string;
  allowedOrigins: string[];
  allowGuests: boolean;
  createdAt: string;
  updatedAt: string;
}

const EXTENSIONS: Record<ScreenshotsTable['media_type'], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Where a comment's screenshot goes in the archive. */
export const screenshotEntry = (commentId: string, mediaType: ScreenshotsTable['media_type']) =>
  `screenshots/${commentId}.${EXTENSIONS[mediaType]}`;

export async function loadExportProjects(db: Kysely<Database>, workspaceId: string): Promise<ExportProject[]> {
  const rows = await db
    .selectFrom('projects')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    siteUrl: row.site_url,
    allowedOrigins: projectAllowedOrigins(row),
    allowGuests: row.allow_guests === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** Every thread of the workspace, oldest first, each with its replies (oldest first). */
export async function loadExportThreads(db: Kysely<Database>, workspaceId: string): Promise<ExportThread[]> {
  const rows = await db
    .selectFrom('comments as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .leftJoin('users as author', 'author.id', 'c.author_user_id')
    .leftJoin('users as assignee', 'assignee.id', 'c.assignee_id')
    .leftJoin('screenshots as s', 's.comment_id', 'c.id')
    .selectAll('c')
    .select([
      'p.name as project_name',
      'author.display_name as author_name',
      'author.email as author_email',
      'assignee.display_name as assignee_name',
      'assignee.email as assignee_email',
      's.media_type as screenshot_type',
    ])
    .where('c.workspace_id', '=', workspaceId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();

  const threads = new Map<string, ExportThread>();
  const replies: { parentId: string; reply: ExportComment }[] = [];
  for (const row of rows) {
    const comment: ExportComment = {
      id: row.id,
      projectId: row.project_id,
      projectName: row.project_name,
      pageUrl: row.page_url,
      pageTitle: row.page_title,
      body: row.body,
      author:
        row.author_user_id !== null
          ? { id: row.author_user_id, name: row.author_name ?? 'Unknown user', email: row.author_email, isGuest: false }
          : { id: null, name: row.guest_name ?? 'Former member', email: row.guest_email, isGuest: row.guest_name !== null },
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    if (row.parent_id !== null) {
      replies.push({ parentId: row.parent_id, reply: comment });
      continue;
    }
    threads.set(row.id, {
      ...comment,
      status: row.status,
      priority: row.priority,
      assignee:
        row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? 'Unknown user', email: row.assignee_email },
      resolvedAt: row.resolved_at,
      anchor: decodeJson<Anchor>(row.anchor),
      viewport: decodeJson<Viewport>(row.viewport),
      meta: decodeJson<ClientMeta>(row.meta),
      screenshot: row.screenshot_type === null ? null : screenshotEntry(row.id, row.screenshot_type),
      replies: [],
    });
  }
  for (const { parentId, reply } of replies) threads.get(parentId)?.replies.push(reply);
  return [...threads.values()];
}
