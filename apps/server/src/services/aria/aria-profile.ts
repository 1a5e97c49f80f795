import type { Kysely, Transaction } from 'kysely';
import { AriaProfile, can, defaultAriaProfile, type ProductVariant } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { WidgetCaller } from '../../policies/widget-caller.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface LoadedAriaProfile {
  variant: ProductVariant;
  profile: AriaProfile;
  /** No profile was saved: the variant's docs/product/limits.md defaults apply (and follow a change of variant). */
  isDefault: boolean;
}

/** The workspace's ARIA profile: the saved one, else its product variant's defaults. */
export async function loadAriaProfile(db: Db, workspaceId: string): Promise<LoadedAriaProfile> {
  const row = await db
    .selectFrom('workspaces as w')
    .leftJoin('aria_profiles as p', 'p.workspace_id', 'w.id')
    .select(['w.product', 'p.profile'])
    .where('w.id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound('Workspace');
  if (row.profile === null) return { variant: row.product, profile: defaultAriaProfile(row.product), isDefault: true };
  // Parsed again on the way out: a profile saved by an older release is read with today's rules.
  const saved = AriaProfile.safeParse(JSON.parse(row.profile));
  return saved.success
    ? { variant: row.product, profile: saved.data, isDefault: false }
    : { variant: row.product, profile: defaultAriaProfile(row.product), isDefault: true };
}

/** Saves the whole profile (validated by the route) in place of the defaults or the previous one. */
export async function saveAriaProfile(trx: Transaction<Database>, workspaceId: string, profile: AriaProfile): Promise<LoadedAriaProfile> {
  const now = new Date().toISOString();
  await trx
    .insertInto('aria_profiles')
    .values({ workspace_id: workspaceId, profile: JSON.stringify(profile), updated_at: now })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ profile: JSON.stringify(profile), updated_at: now }))
    .execute();
  return loadAriaProfile(trx, workspaceId);
}

/**
 * ARIA's bundles the widget's loader adds for this caller: the light checks where ARIA is on; the full
 * scan too, running by itself once the page settles, for a member who may file its findings where the
 * profile has scanOnLoad. Never for visitors, and axe-core only comes with the scan (it fetches it).
 */
export function ariaScripts(profile: AriaProfile, variant: ProductVariant, caller: WidgetCaller): string[] {
  if (!profile.enabled) return [];
  const scanner = caller.kind === 'member' && can(caller.role, 'comment:triage') && profile.scanOnLoad;
  // The scan's business-logic checks depend on the variant (EcomFlow's checkout): it rides in the query.
  return scanner ? ['widget-aria-light.js', `widget-aria-scan.js?variant=${variant}`] : ['widget-aria-light.js'];
}
