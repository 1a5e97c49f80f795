import { can, type Action, type Role } from '@commentflow/shared';
import { AppError } from '../errors.ts';

/**
 * The server's side of the shared permission table (`packages/shared/src/permissions.ts`): the table
 * decides, this turns a refusal into the API's 403. Routes that declare `access` in their options get
 * this from the route prelude; older handlers call it themselves.
 */
export function authorize(role: Role, action: Action, message = 'Your role does not allow that'): void {
  if (!can(role, action)) throw new AppError('forbidden', message);
}
