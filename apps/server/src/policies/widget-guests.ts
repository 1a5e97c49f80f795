import type { ProjectRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/**
 * Whether people outside the project's workspace may use its widget. The same rule guards the widget
 * API, the socket handshake and the sockets already open when the owner turns guests off.
 */
export function guestsAllowed(project: ProjectRow): boolean {
  return project.allow_guests === 1;
}

export function requireGuestsAllowed(project: ProjectRow): void {
  if (!guestsAllowed(project)) throw new AppError('guests-not-allowed', 'Sign in to comment on this site');
}
