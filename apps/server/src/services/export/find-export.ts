import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An export's state with its workspace's slug (the download's file name), without the archive bytes. */
export async function findExport(db: Db, exportId: string) {
  return db
    .selectFrom('data_exports as e')
    .innerJoin('workspaces as w', 'w.id', 'e.workspace_id')
    .select(['e.id', 'e.workspace_id', 'e.status', 'e.expires_at', 'e.completed_at', 'w.slug'])
    .where('e.id', '=', exportId)
    .executeTakeFirst();
}

export type ExportState = NonNullable<Awaited<ReturnType<typeof findExport>>>;

/** The built archive; only read once the export is known to be ready. */
export async function readExportArchive(db: Db, exportId: string): Promise<Buffer | null> {
  const row = await db.selectFrom('data_exports').select('data').where('id', '=', exportId).executeTakeFirstOrThrow();
  return row.data;
}
