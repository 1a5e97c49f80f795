import { setImmediate as nextTurn } from 'node:timers/promises';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadExportProjects, loadExportThreads, screenshotEntry } from './export-records.ts';
import { commentsCsv, projectsCsv } from './export-tables.ts';

// Text is deflated a slice at a time, with a turn of the event loop between slices and screenshots,
// so a large workspace's export never stalls the requests this instance is serving meanwhile.
const SLICE_BYTES = 256 * 1024;
const SCREENSHOTS_PER_READ = 20;

/** A zip archive written chunk by chunk into memory (it is stored whole in the database). */
function memoryZip() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    async addText(name: string, text: string) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      const bytes = strToU8(text);
      for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
        file.push(bytes.subarray(offset, offset + SLICE_BYTES));
        check();
        await nextTurn();
      }
      file.push(new Uint8Array(0), true);
      check();
    },
    /** Images are compressed already: stored as they are. */
    addStored(name: string, bytes: Uint8Array) {
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(bytes, true);
      check();
    },
    finish(): Buffer {
      zip.end();
      check();
      return Buffer.concat(chunks);
    },
  };
}

/**
 * The workspace's export archive (docs/product/plans-and-retention.md#export): comments.json and comments.csv (every thread with
 * its replies), projects.json and projects.csv, and each pin's screenshot under screenshots/.
 */
export async function buildExportArchive(db: Kysely<Database>, workspaceId: string): Promise<Buffer> {
  const [projects, threads] = await Promise.all([loadExportProjects(db, workspaceId), loadExportThreads(db, workspaceId)]);
  const archive = memoryZip();
  await archive.addText('comments.json', JSON.stringify(threads, null, 2));
  await archive.addText('comments.csv', commentsCsv(threads));
  await archive.addText('projects.json', JSON.stringify(projects, null, 2));
  await archive.addText('projects.csv', projectsCsv(projects));

  // Screenshots are read a few at a time (keyset on the comment id): never all of them in memory twice.
  let after = '';
  for (;;) {
    const batch = await db
      .selectFrom('screenshots')
      .select(['comment_id', 'media_type', 'data'])
      .where('workspace_id', '=', workspaceId)
      .where('comment_id', '>', after)
      .orderBy('comment_id')
      .limit(SCREENSHOTS_PER_READ)
      .execute();
    for (const shot of batch) archive.addStored(screenshotEntry(shot.comment_id, shot.media_type), shot.data);
    if (batch.length < SCREENSHOTS_PER_READ) break;
    after = batch[batch.length - 1]!.comment_id;
    await nextTurn();
  }
  return archive.finish();
}
