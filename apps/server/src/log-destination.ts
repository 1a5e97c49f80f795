import { pino } from 'pino';

/** Bytes of log lines gathered before one write to stdout. */
const LOG_BATCH_BYTES = 4096;
/** The longest a line waits in a batch before it is written anyway. */
const LOG_FLUSH_MS = 250;

/**
 * Standard output for the server's log, written in batches instead of one write per line. A write per
 * line (a hand-off to libuv's thread pool and a system call for each answered request) cost the comment
 * list 5-9% of its throughput at `info`, varying from process to process; in batches (and with the
 * request line's bindings named, plugins/request-log.ts), 2.4% on average (bench/api-throughput.ts,
 * docs/adr/026-batched-log-writes.md). pino writes what a batch holds when the process exits, after an
 * uncaught exception too; only a process killed outright (SIGKILL, out of memory) loses it: at most its
 * last LOG_FLUSH_MS of lines.
 */
export function batchedStdout(): ReturnType<typeof pino.destination> {
  // One per process, as stdout is: every app built in it (tests build many) shares its batch and timer.
  stdout ??= batchedDestination(1);
  return stdout;
}

/** A file (or descriptor) written as batchedStdout writes: bench/log-cost.ts measures the server's log line through it. */
export const batchedDestination = (dest: number | string) =>
  pino.destination({ dest, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });

let stdout: ReturnType<typeof pino.destination> | undefined;
