import type { Priority } from '@commentflow/shared';

export const PRIORITY_TONES = { low: 'neutral', medium: 'neutral', high: 'warning', critical: 'danger' } as const satisfies Record<
  Priority,
  string
>;
