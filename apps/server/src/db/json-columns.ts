import type { CommentRow, InviteRow, ProjectRow } from './schema.ts';

/**
 * The one home of the JSON columns' codecs. They are text on both engines (one column type works on
 * SQLite and PostgreSQL), so everything stored as JSON is written and read through here.
 */
export const encodeJson = (value: unknown): string => JSON.stringify(value);

export function decodeJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

/** For statistics over many rows: a value that does not parse counts as missing rather than failing the lot. */
export function decodeJsonOrNull<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** A list of strings (origins, project ids); anything else in it is dropped. */
export function decodeStrings(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The origins a project's widget may run on (projects.allowed_origins). */
export const projectAllowedOrigins = (row: Pick<ProjectRow, 'allowed_origins'>): string[] => decodeStrings(row.allowed_origins);

/** The projects a client invitation or share link grants (invites.project_ids). */
export const inviteProjectIds = (row: Pick<InviteRow, 'project_ids'>): string[] => decodeStrings(row.project_ids);

/** A thread's labels (comments.labels). */
export const commentLabels = (row: Pick<CommentRow, 'labels'>): string[] => decodeStrings(row.labels);
