import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DomainEvent } from './domain-events.ts';
import { preparedQuery } from '../db/prepared-query.ts';

/** Rows one sweep takes at most; a full batch is followed by another sweep at once. */
const BATCH = 100;
/**
 * A sweeper's hold on the rows it took, in graces: once it lapses (that instance died sending them)
 * another takes them. Sending a batch takes milliseconds; the hold only has to outlast a slow one.
 */
const CLAIM_GRACES = 6;
/** How long sent rows wait to be deleted with the others sent meanwhile: far below any sweeper's grace. */
const CLEAR_AFTER_MS = 20;

/**
 * The outbox row of each recorded event. Keyed by the event objects themselves, so the services and
 * routes hand `realtime.publish` the same arrays as before, however they were combined on the way.
 */
const rowOf = new WeakMap<DomainEvent, string>();

/** Where a change's socket events are kept, in its own transaction, until they are sent: `app.realtime`. */
export interface EventRecorder {
  /**
   * In the change's own transaction: keeps its socket events for the other instances of a cluster
   * (ADR 019), so they reach every dashboard even when this instance stops between the commit and
   * `realtime.publish`. Answers `result` as it was.
   */
  record<R extends { events: DomainEvent[] }>(trx: Kysely<Database>, result: R): Promise<R>;
}

/** EventRecorder.record of an instance with others to tell: stores the events in the outbox table. */
export async function recordEvents<R extends { events: DomainEvent[] }>(trx: Kysely<Database>, result: R): Promise<R> {
  // An event already recorded (an inner write of the same transaction) keeps its row.
  const events = result.events.filter((event) => !rowOf.has(event));
  if (events.length === 0) return result;
  const id = randomUUID();
  await insertRow(trx, id, JSON.stringify(events), new Date().toISOString());
  for (const event of events) rowOf.set(event, id);
  return result;
}

/** How the sweeper sends: `send` answers whether every instance was reached (false: Redis refused or did not answer). */
export interface EventTransport {
  send(events: DomainEvent[]): Promise<boolean>;
  /** Whether a send can reach every instance now; while not, the sweeper waits rather than send to this instance alone. */
  ready(): boolean;
}

export interface EventOutbox {
  /** The events went out to the sockets: their rows are done (an event never recorded is skipped). */
  sent(events: readonly DomainEvent[]): void;
  /** Stops the sweeper, after the sweep under way. */
  stop(): Promise<void>;
}

/**
 * The sweeper of this instance: every half `graceMs`, takes the rows older than `graceMs` that no
 * instance sent (the one that committed them died, its publish did not reach Redis, or its database
 * call to delete them failed) and sends them with `transport`, in commit order; a row whose send did
 * not reach every instance is released with those after it, for the next sweep. The take is one conditional update, so two instances never take the same row
 * while a claim holds; a socket may still hear an event twice (an instance slower than `graceMs`), and
 * the clients treat events as idempotent (they key comments by id and refetch after each event).
 */
export function startEventOutbox(db: Kysely<Database>, log: FastifyBaseLogger, graceMs: number, transport: EventTransport): EventOutbox {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> = Promise.resolve();
  let failing = false;

  async function sweep(): Promise<number> {
    if (!transport.ready()) return 0;
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const cutoff = new Date(now - graceMs).toISOString();
    const due = (eb: ExpressionBuilder<Database, 'event_outbox'>) =>
      eb.and([eb('created_at', '<', cutoff), eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)])]);
    // The condition is repeated outside the subquery: PostgreSQL checks it again on a row another
    // sweeper updated meanwhile, so that row is skipped rather than taken twice.
    const rows = await db
      .updateTable('event_outbox')
      .set({ claimed_until: new Date(now + CLAIM_GRACES * graceMs).toISOString() })
      .where(due)
      .where('id', 'in', db.selectFrom('event_outbox').select('id').where(due).orderBy('created_at').limit(BATCH))
      .returning(['id', 'events', 'created_at'])
      .execute();
    if (rows.length === 0) return 0;
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
    const done: string[] = [];
    for (const row of rows) {
      let events: DomainEvent[];
      try {
        events = JSON.parse(row.events) as DomainEvent[];
      } catch (error) {
        // Dropped rather than retried forever: the row cannot be sent as it is.
        log.error({ err: error, outboxId: row.id }, 'an outbox row could not be read; dropping it');
        done.push(row.id);
        continue;
      }
      if (!(await transport.send(events))) break;
      done.push(row.id);
    }
    const left = rows.filter((row) => !done.includes(row.id)).map((row) => row.id);
    if (done.length > 0) await db.deleteFrom('event_outbox').where('id', 'in', done).execute();
    if (left.length > 0) await db.updateTable('event_outbox').set({ claimed_until: null }).where('id', 'in', left).execute();
    if (done.length > 0) log.info({ rows: done.length }, 'sent socket events that their instance had not sent');
    // A batch cut short waits for the next sweep rather than retrying at once.
    return left.length > 0 ? 0 : rows.length;
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

  // The rows whose events went out, deleted together a moment later: one statement (and, on SQLite,
  // one commit) for every change answered meanwhile instead of one each, which was a quarter of a
  // comment create. Not awaited by anyone's answer; a row left behind (the instance stopped, the
  // database refused) is sent again by a sweeper, which the clients tolerate.
  let delivered: string[] = [];
  let clearing: NodeJS.Timeout | null = null;
  async function clearDelivered(): Promise<void> {
    if (clearing) clearTimeout(clearing);
    clearing = null;
    const ids = delivered;
    delivered = [];
    for (let start = 0; start < ids.length; start += BATCH) {
      await db
        .deleteFrom('event_outbox')
        .where('id', 'in', ids.slice(start, start + BATCH))
        .execute()
        .catch((error: unknown) => log.warn({ err: error }, 'could not clear sent events from the outbox; a sweeper will send them again'));
    }
  }

  return {
    sent(events) {
      const ids = [...new Set(events.map((event) => rowOf.get(event)).filter((id) => id !== undefined))];
      if (ids.length === 0) return;
      for (const event of events) rowOf.delete(event);
      delivered.push(...ids);
      clearing ??= setTimeout(() => void clearDelivered(), CLEAR_AFTER_MS);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await sweeping;
      await clearDelivered();
    },
  };
}

// Written with every change: prepared once (db/prepared-query.ts).
const insertRow = preparedQuery((db, id: string, events: string, createdAt: string) =>
  db.insertInto('event_outbox').values({ id, events, created_at: createdAt, claimed_until: sql.lit(null) }),
);
