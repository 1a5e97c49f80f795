import { sql } from 'kysely';
import { validationFailed } from '../errors.ts';

// Keyset pagination on (created_at, id), newest first: page 200 costs what page 1 does.

export interface KeysetPosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): KeysetPosition {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw validationFailed([{ path: 'query.cursor', message: 'Not a cursor from this list' }]);
  }
  return { createdAt, id };
}

/** Rows after `after` in (created_at desc, id desc) order; the columns are named as the query knows them. */
export function olderThan(createdAtColumn: string, idColumn: string, after: KeysetPosition) {
  const createdAt = sql.ref(createdAtColumn);
  return sql<boolean>`(${createdAt} < ${after.createdAt} or (${createdAt} = ${after.createdAt} and ${sql.ref(idColumn)} < ${after.id}))`;
}

/** The page of `limit` rows out of `limit + 1` fetched, and the cursor of the next page if there is one. */
export function keysetPage<Row extends { created_at: string; id: string }>(
  rows: Row[],
  limit: number,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally (escape '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
