import { STATUS_COLORS, type CommentStatus } from '@commentflow/shared';

export const STATUS_TONES = {
  open: STATUS_COLORS.open.tone,
  in_progress: STATUS_COLORS.in_progress.tone,
  resolved: STATUS_COLORS.resolved.tone,
} as const satisfies Record<CommentStatus, string>;

export type StatusTab = CommentStatus | 'all';

/** The list's tabs; each is named by the `status.<tab>` text of the comments namespace. */
export const STATUS_TABS: readonly StatusTab[] = ['open', 'in_progress', 'resolved', 'all'];

/** The inbox's ?status= value; the open comments when absent or unknown. */
export function parseStatusTab(value: string | null): StatusTab {
  return STATUS_TABS.includes(value as StatusTab) ? (value as StatusTab) : 'open';
}
