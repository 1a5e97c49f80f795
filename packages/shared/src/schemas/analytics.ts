import { z } from 'zod';
import { Id, Timestamp } from './common.ts';

/** The longest range one analytics request may cover. */
export const ANALYTICS_MAX_DAYS = 366;

const day = 86_400_000;

export const AnalyticsQuery = z
  .strictObject({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .superRefine((query, ctx) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
    else if (span > ANALYTICS_MAX_DAYS * day)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${ANALYTICS_MAX_DAYS} days after from` });
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

const Count = z.object({ label: z.string(), count: z.int() });

export const Analytics = z.object({
  from: Timestamp,
  to: Timestamp,
  totals: z.object({ created: z.int(), resolved: z.int(), open: z.int() }),
  /** One entry per UTC day of the range, oldest first, days without comments included. */
  overTime: z.array(z.object({ date: z.string(), created: z.int(), resolved: z.int() })),
  byStatus: z.object({ open: z.int(), in_progress: z.int(), resolved: z.int() }),
  byPage: z.array(Count),
  byBrowser: z.array(Count),
  byDevice: z.array(Count),
  /** Median hours from a thread's creation to its resolution, over threads resolved in the range. */
  medianResolveHours: z.number().nullable(),
  topPeople: z.array(z.object({ userId: Id.nullable(), name: z.string(), comments: z.int() })),
});
export type Analytics = z.infer<typeof Analytics>;

export const AnalyticsResponse = z.object({ analytics: Analytics });
