import type { Role, Workspace } from '@commentflow/shared';
import type { WorkspaceRow } from '../db/schema.ts';

export function presentWorkspace(row: WorkspaceRow, role: Role): Workspace {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    plan: row.plan,
    trialEndsAt: row.trial_ends_at,
    exempt: row.exempt === 1,
    product: row.product,
    role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
