import type { Workspace } from '@commentflow/shared';
import { can } from '@commentflow/shared/permissions';

/** docs/product/data.md `exports.canExport`: the server lets owners and admins export (POST /api/retention/request-export). */
export function canExport(role: Workspace['role']): boolean {
  return can(role, 'workspace:export');
}
