import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Moves a workspace's trial end to `days` from now (a minute short, so the count is exact), in the test server's SQLite file. */
export function setTrialEnd(dataDir: string, workspaceId: string, days: number): void {
  const db = new Database(join(dataDir, 'commentflow.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const end = new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();
    db.prepare('update workspaces set trial_ends_at = ? where id = ?').run(end, workspaceId);
  } finally {
    db.close();
  }
}
