import { sql, type Kysely } from 'kysely';
import type { Analytics } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { browserName, deviceType } from './browser-and-device.ts';
import { decodeJsonOrNull } from '../../db/json-columns.ts';

const DAY_MS = 86_400_000;
const TOP = 8;

type Count = { label: string; count: number };

/**
 * A workspace's feedback figures for [from, to). Counting and grouping run in SQL; day buckets,
 * browser and device (read from JSON columns) and the median are finished in JS, which both
 * engines then agree on exactly. Only thread roots count as feedback; people count replies too.
 */
export async function workspaceAnalytics(db: Kysely<Database>, workspaceId: string, from: string, to: string): Promise<Analytics> {
  const roots = db.selectFrom('comments as c').where('c.workspace_id', '=', workspaceId).where('c.parent_id', 'is', null);
  const created = roots.where('c.created_at', '>=', from).where('c.created_at', '<', to);
  const resolved = roots.where('c.resolved_at', 'is not', null).where('c.resolved_at', '>=', from).where('c.resolved_at', '<', to);

  const [createdRows, resolvedRows, statusRows, pageRows, peopleRows] = await Promise.all([
    created.select(['c.created_at', 'c.meta', 'c.viewport']).execute(),
    resolved.select(['c.created_at', 'c.resolved_at']).execute(),
    created
      .select(['c.status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('c.status')
      .execute(),
    created
      .select(['c.page_url', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('c.page_url')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('c.page_url')
      .limit(TOP)
      .execute(),
    db
      .selectFrom('comments as c')
      .leftJoin('users as u', 'u.id', 'c.author_user_id')
      .select(['c.author_user_id', 'u.display_name', 'c.guest_name', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('c.workspace_id', '=', workspaceId)
      .where('c.created_at', '>=', from)
      .where('c.created_at', '<', to)
      .groupBy(['c.author_user_id', 'u.display_name', 'c.guest_name'])
      .orderBy(sql`count(*)`, 'desc')
      .limit(TOP * 4)
      .execute(),
  ]);

  const days = dayBuckets(from, to);
  for (const row of createdRows) days.get(dayOf(row.created_at))!.created += 1;
  for (const row of resolvedRows) days.get(dayOf(row.resolved_at!))!.resolved += 1;

  const byStatus = { open: 0, in_progress: 0, resolved: 0 };
  for (const row of statusRows) byStatus[row.status] = Number(row.n);

  const browsers = new Map<string, number>();
  const devices = new Map<string, number>();
  for (const row of createdRows) {
    const meta = decodeJsonOrNull<{ browser?: string; userAgent?: string }>(row.meta);
    bump(browsers, browserName(meta));
    bump(devices, deviceType(decodeJsonOrNull<{ width?: number }>(row.viewport), meta?.userAgent));
  }

  return {
    from,
    to,
    totals: { created: createdRows.length, resolved: resolvedRows.length, open: byStatus.open + byStatus.in_progress },
    overTime: [...days.entries()].map(([date, counts]) => ({ date, ...counts })),
    byStatus,
    byPage: pageRows.map((row) => ({ label: row.page_url, count: Number(row.n) })),
    byBrowser: ranked(browsers),
    byDevice: ranked(devices),
    medianResolveHours: median(resolvedRows.map((row) => (Date.parse(row.resolved_at!) - Date.parse(row.created_at)) / 3_600_000)),
    topPeople: topPeople(peopleRows),
  };
}

/** Every UTC day from `from` to `to`, in order; keys are YYYY-MM-DD. */
function dayBuckets(from: string, to: string): Map<string, { created: number; resolved: number }> {
  const days = new Map<string, { created: number; resolved: number }>();
  for (let t = Date.parse(dayOf(from)); t < Date.parse(to); t += DAY_MS)
    days.set(dayOf(new Date(t).toISOString()), { created: 0, resolved: 0 });
  return days;
}

// Both engines hand times back as ISO strings (db/client.ts); normalised first so offsets agree.
const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function ranked(map: Map<string, number>): Count[] {
  return [...map.entries()]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

/** Signed-in authors by account; guests by the name they gave. */
function topPeople(rows: { author_user_id: string | null; display_name: string | null; guest_name: string | null; n: string | number }[]) {
  const people = new Map<string, { userId: string | null; name: string; comments: number }>();
  for (const row of rows) {
    const key = row.author_user_id ?? `guest:${row.guest_name ?? ''}`;
    const entry = people.get(key) ?? { userId: row.author_user_id, name: row.display_name ?? row.guest_name ?? 'Guest', comments: 0 };
    entry.comments += Number(row.n);
    people.set(key, entry);
  }
  return [...people.values()].sort((a, b) => b.comments - a.comments || a.name.localeCompare(b.name)).slice(0, TOP);
}
