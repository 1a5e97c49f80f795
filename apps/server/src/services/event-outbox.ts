import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DomainEvent } from './domain-events.ts';

/** Rows one sweep takes at most; a full batch is followed by another sweep at once. */
const BATCH = 100;
/** A sweeper's hold on the rows it took: once it lapses (that instance died sending them) another takes them. */
const CLAIM_MS = 30_000;

/**
 * The outbox row of each recorded event. Keyed by the event objects themselves, so the services and
 * routes hand `realtime.publish` the same arrays as before, however they were combined on the way.
 */
const rowOf = new WeakMap<DomainEvent, string>();

/**
 * In the change's own transaction: stores its socket events (ADR 019), so they reach the dashboards
 * even when this instance stops between the commit and `realtime.publish`. Answers `result` as it was.
 */
export async function recordEvents<R extends { events: DomainEvent[] }>(trx: Kysely<Database>, result: R): Promise<R> {
  // An event already recorded (an inner write of the same transaction) keeps its row.
  const events = result.events.filter((event) => !rowOf.has(event));
  if (events.length === 0) return result;
  const id = randomUUID();
  await trx
    .insertInto('event_outbox')
    .values({ id, events: JSON.stringify(events), created_at: new Date().toISOString(), claimed_until: null })
    .execute();
  for (const event of events) rowOf.set(event, id);
  return result;
}

export interface EventOutbox {
  /** The events went out to the sockets: their rows are done (an event never recorded is skipped). */
  sent(events: readonly DomainEvent[]): void;
  /** Stops the sweeper, after the sweep under way. */
  stop(): Promise<void>;
}

/**
 * The sweeper of this instance: every half `graceMs`, takes the rows older than `graceMs` that no
 * instance sent (the one that committed them died, or its database call to delete them failed) and
 * sends them with `emit`. The take is one conditional update, so two instances never take the same row
 * while a claim holds; a socket may still hear an event twice (an instance slower than `graceMs`), and
 * the clients treat events as idempotent (they key comments by id and refetch after each event).
 */
export function startEventOutbox(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  graceMs: number,
  emit: (events: DomainEvent[]) => void,
): EventOutbox {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> = Promise.resolve();
  let failing = false;

  async function sweep(): Promise<number> {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const cutoff = new Date(now - graceMs).toISOString();
    const due = (eb: ExpressionBuilder<Database, 'event_outbox'>) =>
      eb.and([eb('created_at', '<', cutoff), eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)])]);
    // The condition is repeated outside the subquery: PostgreSQL checks it again on a row another
    // sweeper updated meanwhile, so that row is skipped rather than taken twice.
    const rows = await db
      .updateTable('event_outbox')
      .set({ claimed_until: new Date(now + CLAIM_MS).toISOString() })
      .where(due)
      .where('id', 'in', db.selectFrom('event_outbox').select('id').where(due).orderBy('created_at').limit(BATCH))
      .returning(['id', 'events', 'created_at'])
      .execute();
    if (rows.length === 0) return 0;
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
    for (const row of rows) {
      try {
        emit(JSON.parse(row.events) as DomainEvent[]);
      } catch (error) {
        // Dropped rather than retried forever: the row cannot be sent as it is.
        log.error({ err: error, outboxId: row.id }, 'an outbox row could not be sent; dropping it');
      }
    }
    await db
      .deleteFrom('event_outbox')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    log.info({ rows: rows.length }, 'sent socket events that their instance had not sent');
    return rows.length;
  }

  function later(ms: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      sweeping = sweep().then(
        (taken) => {
          failing = false;
          later(taken === BATCH ? 0 : interval);
        },
        (error: unknown) => {
          // Once per outage: the database being away is already in the health check and the request logs.
          if (!failing) log.warn({ err: error }, 'could not sweep the event outbox; trying again');
          failing = true;
          later(interval);
        },
      );
    }, ms);
    timer.unref();
  }
  const interval = Math.max(50, Math.floor(graceMs / 2));
  later(interval);

  return {
    sent(events) {
      const ids = [...new Set(events.map((event) => rowOf.get(event)).filter((id) => id !== undefined))];
      if (ids.length === 0) return;
      for (const event of events) rowOf.delete(event);
      // Not awaited: the caller's answer does not wait for it. A row left behind is sent again by a
      // sweeper, which the clients tolerate.
      db.deleteFrom('event_outbox')
        .where('id', 'in', ids)
        .execute()
        .catch((error: unknown) => log.warn({ err: error }, 'could not clear sent events from the outbox; a sweeper will send them again'));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await sweeping;
    },
  };
}
