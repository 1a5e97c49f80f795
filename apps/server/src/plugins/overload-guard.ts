import type { FastifyInstance } from 'fastify';
import { send } from './error-handler.ts';

/** How long a refused caller is asked to wait: long enough for a burst to drain, short for a person. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/**
 * Request work one phase of the event loop starts before further requests wait for the next turn
 * (`admitInSlices`): short enough that a busy instance still accepts new connections every few
 * milliseconds, long enough that the extra turns cost nothing measurable.
 */
export const ADMISSION_SLICE_MS = 2;

// Probes must answer while the instance is busy (a balancer would otherwise take a merely busy
// instance out), so they are never counted nor refused. Sockets never pass through Fastify.
const isProbe = (url: string) => url === '/api/health' || url.startsWith('/api/health/') || url.startsWith('/api/health?');

/**
 * Past `limit` requests in flight, a new one is answered at once with 503 `overloaded` and
 * `Retry-After` instead of waiting in a queue that only grows: under overload every caller would
 * otherwise wait ever longer and time out after the work was done. A slot is freed when its response
 * has been sent or its connection closed, whichever comes first. Below the limit, requests are
 * started in slices of the event loop's turns (`admitInSlices`).
 */
export function registerOverloadGuard(app: FastifyInstance, limit: number): void {
  let inFlight = 0;
  const admit = admitInSlices(ADMISSION_SLICE_MS);
  app.addHook('onRequest', (request, reply, done) => {
    if (isProbe(request.url)) return done();
    if (inFlight >= limit) {
      reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      send(reply, 'overloaded', 'The server is busy. Try again in a moment.');
      return;
    }
    inFlight++;
    reply.raw.once('close', () => inFlight--);
    admit(done);
  });
}

/**
 * Starts requests while the current phase of the event loop has run less than `sliceMs` of them;
 * later ones wait, first come first started, for the next turn. Why: Node accepts one new connection
 * per turn of its loop (libuv, since 2022), and a saturated instance's turn ran every readable
 * request to its end (on SQLite the database work is synchronous): at 100 connections a turn took
 * 20 to 90 ms, so the hundredth new caller waited 1 to 4 s for a first answer while callers on open
 * connections got theirs in 40 ms. A turn now lasts a slice or two, whatever the load.
 */
export function admitInSlices(sliceMs: number): (start: () => void) => void {
  let sliceOpen = false;
  let sliceEndsAt = 0;
  let waiting = 0;
  const closeSlice = () => {
    sliceOpen = false;
  };
  // Whether a request may start now; the first to ask in a phase opens its slice. The slice closes
  // in the check phase of this turn (setImmediate), where the waiting requests then open the next.
  const inSlice = () => {
    const now = performance.now();
    if (!sliceOpen) {
      sliceOpen = true;
      sliceEndsAt = now + sliceMs;
      setImmediate(closeSlice);
    }
    return now < sliceEndsAt;
  };
  // Each waiting request has its own callback, so Node runs the work each one starts (its promise
  // jobs) before the next callback asks for the slice, which therefore counts that work.
  const wait = (start: () => void) => {
    waiting++;
    setImmediate(retry, start);
  };
  const retry = (start: () => void) => {
    waiting--;
    if (inSlice()) start();
    else wait(start);
  };
  return (start) => {
    // Behind waiting requests a new one waits too: first come, first started.
    if (waiting === 0 && inSlice()) start();
    else wait(start);
  };
}
