import type { AriaSeverity } from '@commentflow/shared';

/** How a severity looks in a badge. */
export const SEVERITY_TONE: Record<AriaSeverity, 'danger' | 'warning' | 'accent' | 'neutral'> = {
  critical: 'danger',
  serious: 'warning',
  moderate: 'accent',
  minor: 'neutral',
};
