import type { CommentStatus } from '@commentflow/shared';

export const STATUS_LABELS: Record<CommentStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

export const STATUS_TONES = { open: 'accent', in_progress: 'warning', resolved: 'success' } as const satisfies Record<CommentStatus, string>;

export type StatusTab = CommentStatus | 'all';

export const STATUS_TABS: readonly { value: StatusTab; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/** The inbox's ?status= value; the open comments when absent or unknown. */
export function parseStatusTab(value: string | null): StatusTab {
  return STATUS_TABS.some((tab) => tab.value === value) ? (value as StatusTab) : 'open';
}
