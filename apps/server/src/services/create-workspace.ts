import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_PRODUCT_VARIANT, isReservedSlug, TRIAL_DAYS, type ProductVariant } from '@commentflow/shared';
import type { Database, WorkspaceRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const SLUG_MAX = 48;
// Room for a "-NNN" suffix when the base slug is taken.
const BASE_MAX = SLUG_MAX - 5;
const DAY_MS = 86_400_000;
const MAX_SLUG_ATTEMPTS = 20;

export interface CreateWorkspaceInput {
  ownerId: string;
  name: string;
  slug?: string;
  product?: ProductVariant | undefined;
}

/** Creates a workspace on the free plan with a fresh trial, and makes the owner its first member. */
export async function createWorkspace(trx: Kysely<Database> | Transaction<Database>, input: CreateWorkspaceInput): Promise<WorkspaceRow> {
  if (input.slug !== undefined) await assertSlugFree(trx, input.slug);
  const now = new Date();
  const base = {
    id: randomUUID(),
    name: input.name,
    plan: 'free' as const,
    trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
    exempt: 0 as const,
    product: input.product ?? DEFAULT_PRODUCT_VARIANT,
    free_since: null,
    retention_mailed_days: null,
    data_deleted_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };

  // ON CONFLICT DO NOTHING rather than catching the violation: on PostgreSQL a failed statement
  // would abort the caller's whole transaction (sign-up creates the user in the same one).
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt += 1) {
    const slug = input.slug ?? (await freeSlug(trx, slugify(input.name)));
    const row: WorkspaceRow = { ...base, slug };
    const inserted = await trx
      .insertInto('workspaces')
      .values(row)
      .onConflict((oc) => oc.column('slug').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) {
      await trx
        .insertInto('memberships')
        .values({ workspace_id: row.id, user_id: input.ownerId, role: 'owner', created_at: row.created_at })
        .execute();
      return row;
    }
    // A given slug that lost a race is taken; a derived one just moves on to the next free name.
    if (input.slug !== undefined) throw slugTaken(slug);
  }
  throw new AppError('conflict', 'Could not find a free workspace address; try again');
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'workspace';
}

export async function assertSlugFree(
  db: Kysely<Database> | Transaction<Database>,
  slug: string,
  exceptWorkspaceId?: string,
): Promise<void> {
  const taken = await db.selectFrom('workspaces').select('id').where('slug', '=', slug).executeTakeFirst();
  if (taken && taken.id !== exceptWorkspaceId) throw slugTaken(slug);
}

async function freeSlug(db: Kysely<Database> | Transaction<Database>, base: string): Promise<string> {
  // Slugs hold only [a-z0-9-], so LIKE needs no escaping here.
  const rows = await db
    .selectFrom('workspaces')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base) && !isReservedSlug(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function slugTaken(slug: string): AppError {
  return new AppError('slug-taken', 'That workspace address is already taken', {
    issues: [{ path: 'body.slug', message: `"${slug}" is already taken` }],
  });
}
