import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Pages the log may hold before they are copied into the database: SQLite's own default. */
const CHECKPOINT_PAGES = 1_000;
/** Past this many, a copy also waits for the writer, so that the log starts over rather than grow under steady writes. */
const RESTART_PAGES = 10 * CHECKPOINT_PAGES;
/** How often the log is looked at: its size here until the worker runs, then the worker's own copies. */
const CHECK_EVERY_MS = 100;
/** A WAL frame: a 24-byte header and the page (the server keeps SQLite's 4096-byte pages). */
const FRAME_BYTES = 4096 + 24;

// The worker's code, as a script rather than a file of its own: the server is one bundle in
// production and TypeScript under tsx and Vitest, and a script needs neither to find a second file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
// A SqliteError reaches the server as a bare { code }: its message goes in a plain Error.
const run = (work) => {
  try {
    return work();
  } catch (error) {
    throw new Error(error.code + ': ' + error.message);
  }
};
const db = run(() => new SQLite(workerData.file, { fileMustExist: true }));
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => run(() => {
  const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
  if (log > workerData.restartPages) db.pragma('wal_checkpoint(RESTART)');
}), workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpoints {
  /** Stops the copies (the last connection to close copies what is left, as SQLite does). */
  stop(): Promise<void>;
}

/**
 * Copies the write-ahead log of the database `file` into it from a worker thread, instead of inside
 * whichever commit filled the log (SQLite's automatic checkpoint, turned off on the server's connection):
 * that commit took 4 to 7 ms (up to 45 ms on a busy machine), copying a thousand pages and syncing two
 * files, while the event loop, and so every request, waited; those commits were three fifths of all the
 * time SQLite spent committing comments (ADR 024). The worker starts the first time the log outgrows `CHECKPOINT_PAGES`, so a server (or a
 * test) that writes little never starts one. If the worker fails, `fallBack` is told and the server's
 * connection copies the log itself again.
 */
export function checkpointOffTheLoop(file: string, fallBack: (error: Error) => void): WalCheckpoints {
  let worker: Worker | null = null;
  let exited: Promise<void> = Promise.resolve();
  const watch = setInterval(() => {
    let size: number;
    try {
      size = statSync(`${file}-wal`).size;
    } catch {
      return; // no log yet
    }
    if (size < CHECKPOINT_PAGES * FRAME_BYTES) return;
    clearInterval(watch);
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        file,
        restartPages: RESTART_PAGES,
        everyMs: CHECK_EVERY_MS,
      },
    });
    worker.unref();
    worker.once('error', fallBack);
    exited = new Promise((resolve) => worker!.once('exit', () => resolve()));
  }, CHECK_EVERY_MS);
  watch.unref();
  return {
    async stop() {
      clearInterval(watch);
      worker?.postMessage('stop');
      await exited;
    },
  };
}
