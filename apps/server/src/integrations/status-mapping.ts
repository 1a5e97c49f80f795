import type { CommentStatus } from '@commentflow/shared';
import type { TicketState } from './provider.ts';

/** The ticket state a thread's status asks for: resolved closes, anything else is open. */
export function ticketStateFor(status: CommentStatus): TicketState {
  return status === 'resolved' ? 'closed' : 'open';
}

/**
 * The thread status a ticket's new state asks for, or null to leave it: closing resolves, reopening a
 * resolved thread opens it again (an open or in-progress thread stays as it is).
 */
export function threadStatusFor(state: TicketState, current: CommentStatus): CommentStatus | null {
  if (state === 'closed') return current === 'resolved' ? null : 'resolved';
  return current === 'resolved' ? 'open' : null;
}
