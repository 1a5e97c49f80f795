import { CommentStatus, Priority, type MemberSummary } from '@commentflow/shared';
import { PRIORITY_LABELS } from './priority-meta.ts';
import { STATUS_LABELS } from './status-meta.ts';

// The <option> lists every triage select shares: the toolbar's filters, the bulk bar, the thread.

export function StatusOptions() {
  return CommentStatus.options.map((status) => (
    <option key={status} value={status}>
      {STATUS_LABELS[status]}
    </option>
  ));
}

export function PriorityOptions() {
  return Priority.options.map((priority) => (
    <option key={priority} value={priority}>
      {PRIORITY_LABELS[priority]}
    </option>
  ));
}

export function MemberOptions({ members }: { members: MemberSummary[] }) {
  return members.map((member) => (
    <option key={member.userId} value={member.userId}>
      {member.displayName}
    </option>
  ));
}
