import { toCsv, type CsvCell } from './csv.ts';
import type { ExportComment, ExportProject, ExportThread } from './export-records.ts';

const COMMENT_COLUMNS = [
  'id',
  'thread_id',
  'kind',
  'project_id',
  'project_name',
  'page_url',
  'page_title',
  'status',
  'priority',
  'assignee_name',
  'assignee_email',
  'author_name',
  'author_email',
  'author_is_guest',
  'body',
  'screenshot',
  'created_at',
  'updated_at',
  'resolved_at',
] as const;

function commentCells(comment: ExportComment, threadId: string): CsvCell[] {
  return [
    comment.id,
    threadId,
    comment.id === threadId ? 'thread' : 'reply',
    comment.projectId,
    comment.projectName,
    comment.pageUrl,
    comment.pageTitle,
  ];
}

/** One row per comment: each thread, then its replies (whose thread fields stay empty). */
export function commentsCsv(threads: readonly ExportThread[]): string {
  const rows: CsvCell[][] = [];
  for (const thread of threads) {
    rows.push([
      ...commentCells(thread, thread.id),
      thread.status,
      thread.priority,
      thread.assignee?.name ?? null,
      thread.assignee?.email ?? null,
      thread.author.name,
      thread.author.email,
      thread.author.isGuest,
      thread.body,
      thread.screenshot,
      thread.createdAt,
      thread.updatedAt,
      thread.resolvedAt,
    ]);
    for (const reply of thread.replies) {
      rows.push([
        ...commentCells(reply, thread.id),
        null,
        null,
        null,
        null,
        reply.author.name,
        reply.author.email,
        reply.author.isGuest,
        reply.body,
        null,
        reply.createdAt,
        reply.updatedAt,
        null,
      ]);
    }
  }
  return toCsv(COMMENT_COLUMNS, rows);
}

export function projectsCsv(projects: readonly ExportProject[]): string {
  return toCsv(
    ['id', 'name', 'site_url', 'allowed_origins', 'allow_guests', 'created_at', 'updated_at'],
    projects.map((p) => [p.id, p.name, p.siteUrl, p.allowedOrigins.join(' '), p.allowGuests, p.createdAt, p.updatedAt]),
  );
}
