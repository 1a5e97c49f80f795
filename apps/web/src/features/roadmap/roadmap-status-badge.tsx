import { ROADMAP_STATUS_LABELS, type RoadmapStatus } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';

const TONES = { under_review: 'neutral', planned: 'accent', in_progress: 'warning', done: 'success' } as const;

export function RoadmapStatusBadge({ status }: { status: RoadmapStatus }) {
  return <Badge tone={TONES[status]}>{ROADMAP_STATUS_LABELS[status]}</Badge>;
}
