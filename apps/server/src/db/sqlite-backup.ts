import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

export const SQLITE_FILE = 'commentflow.db';

export interface BackupSummary {
  path: string;
  bytes: number;
  users: number;
  comments: number;
}

/**
 * An online copy of the SQLite database of `dataDir` (SQLite's backup API, through better-sqlite3's
 * `db.backup()`): consistent while the server keeps running and writing, WAL included. Written beside
 * `destination` first and renamed once checked, so a failed run never replaces an earlier good backup.
 */
export async function backupSqlite(dataDir: string, destination: string): Promise<BackupSummary> {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}: set DATA_DIR to the server's data directory.`);
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const live = new SQLite(source, { fileMustExist: true });
  try {
    await live.backup(partial);
  } finally {
    live.close();
  }
  const copy = new SQLite(partial, { readonly: true, fileMustExist: true });
  let summary: Omit<BackupSummary, 'path' | 'bytes'>;
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed its integrity check (${String(check)}); the earlier backup, if any, was kept.`);
    const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    summary = { users: count('users'), comments: count('comments') };
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, destination);
  return { path: destination, bytes: statSync(destination).size, ...summary };
}
