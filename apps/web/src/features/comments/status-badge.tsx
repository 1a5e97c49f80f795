import type { CommentStatus } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { STATUS_LABELS, STATUS_TONES } from './status-meta.ts';

export function StatusBadge({ status }: { status: CommentStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
