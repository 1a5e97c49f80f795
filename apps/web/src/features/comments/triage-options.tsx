import { useTranslation } from 'react-i18next';
import { CommentStatus, Priority, type MemberSummary } from '@commentflow/shared';

// The <option> lists every triage select shares: the toolbar's filters, the bulk bar, the thread.

export function StatusOptions() {
  const { t } = useTranslation('comments');
  return CommentStatus.options.map((status) => (
    <option key={status} value={status}>
      {t(`status.${status}`)}
    </option>
  ));
}

export function PriorityOptions() {
  const { t } = useTranslation('comments');
  return Priority.options.map((priority) => (
    <option key={priority} value={priority}>
      {t(`priority.${priority}`)}
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
