import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Ends a workspace's trial `daysAgo` days ago in the test server's SQLite file: it is on free, its deletion 30 days after. */
export function endTrial(dataDir: string, workspaceId: string, daysAgo: number): void {
  const db = new Database(join(dataDir, 'commentflow.db'));
  try {
    db.pragma('busy_timeout = 5000');
    // A minute more than the whole days, so the days left to deletion count exactly.
    const end = new Date(Date.now() - daysAgo * 86_400_000 - 60_000).toISOString();
    db.prepare('update workspaces set trial_ends_at = ? where id = ?').run(end, workspaceId);
  } finally {
    db.close();
  }
}
