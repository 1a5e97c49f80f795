import type { CommentStatus } from '../schemas/comment.ts';

/**
 * The one colour of each comment status, everywhere the product shows it: the dashboard's badges
 * (a tone of its badge palette), the analytics charts (`hex`, the tone's Tailwind 500 shade) and
 * the widget's status labels (its theme's soft colours of the same hue).
 */
export const STATUS_COLORS = {
  open: { tone: 'accent', hex: '#6366f1' },
  in_progress: { tone: 'warning', hex: '#f59e0b' },
  resolved: { tone: 'success', hex: '#10b981' },
} as const satisfies Record<CommentStatus, { tone: string; hex: string }>;
