import { useTranslation } from 'react-i18next';
import type { CommentStatus } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { STATUS_TONES } from './status-meta.ts';

export function StatusBadge({ status }: { status: CommentStatus }) {
  const { t } = useTranslation('comments');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}
