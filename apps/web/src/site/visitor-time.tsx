import { useHydrated } from './use-hydrated.ts';

// The same in Node and in every browser: no locale or time zone of the machine that rendered it.
const SERVED_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A moment as `format` words it for the visitor (their time zone, "5 min ago"), once the browser has
 * the page. The HTML the server rendered, possibly some time ago and elsewhere, has the date in UTC
 * instead, and so does the browser's hydration of it (docs/adr/018-prerendered-public-pages.md).
 */
export function VisitorTime({ iso, format, className }: { iso: string; format: (iso: string) => string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {hydrated ? format(iso) : SERVED_DATE.format(new Date(iso))}
    </time>
  );
}
