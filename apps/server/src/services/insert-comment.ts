import type { Insertable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { timeOrderedId } from '@commentflow/shared/rules/time-ordered-id';
import { NEW_COMMENT } from '@commentflow/shared/constants';
import { preparedQuery } from '../db/prepared-query.ts';
import type { CommentsTable, Database } from '../db/schema.ts';
import { authorColumns, type CommentAuthor } from './comment-author.ts';

/** What a new comment or reply is written with; the rest is NEW_COMMENT's triage and the author's columns. */
export interface NewComment {
  id: string;
  workspaceId: string;
  projectId: string;
  parentId: string | null;
  clientId: string | null;
  body: string;
  author: CommentAuthor;
  pageUrl: string;
  pageTitle: string;
  /** JSON text (db/json-columns.ts), or null. */
  anchor: string | null;
  viewport: string | null;
  meta: string | null;
  now: string;
}

/**
 * A new comment's id, made at `now` (ms): a UUIDv7, which grows with time (ADR 038). Every comment goes
 * into the index on its id: a random (v4) id put each one on a random page of that index, a page
 * written to the log for nearly every comment, where ids in time order land on its last page, written
 * once for a whole commit.
 */
export const newCommentId = (now: number): string => timeOrderedId(randomUUID(), now);

/** The one insert of a comment, pins and replies alike. */
export async function insertComment(trx: Transaction<Database>, comment: NewComment): Promise<void> {
  const row: Required<Omit<Insertable<CommentsTable>, 'reply_count' | 'labels' | 'revision'>> = {
    id: comment.id,
    workspace_id: comment.workspaceId,
    project_id: comment.projectId,
    parent_id: comment.parentId,
    client_id: comment.clientId,
    body: comment.body,
    status: NEW_COMMENT.status,
    priority: NEW_COMMENT.priority,
    assignee_id: NEW_COMMENT.assigneeId,
    ...authorColumns(comment.author),
    page_url: comment.pageUrl,
    page_title: comment.pageTitle,
    anchor: comment.anchor,
    viewport: comment.viewport,
    meta: comment.meta,
    resolved_at: null,
    created_at: comment.now,
    updated_at: comment.now,
  };
  await insertRow(trx, ...COLUMNS.map((column) => row[column]));
}

const COLUMNS = [
  'id',
  'workspace_id',
  'project_id',
  'parent_id',
  'client_id',
  'body',
  'status',
  'priority',
  'assignee_id',
  'author_user_id',
  'guest_name',
  'guest_email',
  'guest_language',
  'bot_author',
  'api_key_id',
  'page_url',
  'page_title',
  'anchor',
  'viewport',
  'meta',
  'resolved_at',
  'created_at',
  'updated_at',
] as const;

// Every comment written: prepared once (db/prepared-query.ts), each column's value an argument.
const insertRow = preparedQuery((db, ...values: unknown[]) =>
  db
    .insertInto('comments')
    .values(Object.fromEntries(COLUMNS.map((column, index) => [column, values[index]])) as Insertable<CommentsTable>),
);
