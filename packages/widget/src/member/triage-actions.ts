import type { Comment, CommentStatus } from '@commentflow/shared/schemas/comment';
import { h } from '../app/dom.ts';
import type { MemberStrings } from './member-strings.ts';

/** Under an open thread, for a member whose role may triage: mark in progress, resolve, reopen. */
export function triageActions(comment: Comment, t: MemberStrings, onStatus: (status: CommentStatus) => void): HTMLElement {
  const action = (label: string, status: CommentStatus, primary: boolean) => {
    const button = h('button', { type: 'button', class: primary ? 'cf-primary' : 'cf-secondary' }, label);
    button.addEventListener('click', () => onStatus(status));
    return button;
  };
  return h(
    'div',
    { class: 'cf-actions cf-status-actions' },
    comment.status === 'open' && action(t.markInProgress, 'in_progress', false),
    comment.status === 'resolved' ? action(t.reopen, 'open', false) : action(t.resolve, 'resolved', true),
  );
}
