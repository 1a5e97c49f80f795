import type { TooltipContentProps } from 'recharts';
import { STATUS_COLORS } from '@commentflow/shared';

/** Series colours with enough contrast on white and on zinc-900; "resolved" is the status's own colour. */
export const SERIES = {
  created: '#6366f1',
  resolved: STATUS_COLORS.resolved.hex,
  open: '#f59e0b',
  progress: '#3b82f6',
  neutral: '#8b5cf6',
} as const;

/** Axis text and grid lines take the card's text colour, so they follow the theme. */
export const axisProps = {
  tick: { fill: 'currentColor', fontSize: 11 },
  stroke: 'currentColor',
  strokeOpacity: 0.3,
  tickLine: false,
} as const;
export const gridProps = { stroke: 'currentColor', strokeOpacity: 0.12, vertical: false } as const;

/** A tooltip drawn with the app's own classes, readable in both themes. */
export function ChartTooltip({ active, payload, label }: Partial<TooltipContentProps<number, string>>) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-md border border-zinc-200 bg-white px-3 py-2 text-xs shadow-md dark:border-zinc-700 dark:bg-zinc-900">
      {label !== undefined && <p className="mb-1 font-medium text-zinc-900 dark:text-zinc-100">{String(label)}</p>}
      {payload.map((entry) => (
        <p key={String(entry.dataKey ?? entry.name)} className="flex items-center gap-2 text-zinc-600 dark:text-zinc-300">
          <span aria-hidden className="h-2 w-2 rounded-full" style={{ background: entry.color ?? entry.payload?.fill }} />
          {entry.name}: <span className="font-medium tabular-nums text-zinc-900 dark:text-zinc-100">{entry.value}</span>
        </p>
      ))}
    </div>
  );
}
