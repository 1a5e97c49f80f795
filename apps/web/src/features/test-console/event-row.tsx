import { useTranslation } from 'react-i18next';
import { summarizeEvent } from './summarize-event.ts';
import type { LoggedEvent } from './use-event-log.ts';

const TONES: Record<string, string> = {
  comment: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
  user: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  other: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
};

const time = (date: Date, language: string) =>
  `${date.toLocaleTimeString(language, { hour12: false })}.${String(date.getMilliseconds()).padStart(3, '0')}`;

/** One received event: when, which, a readable line, and the raw payload on demand (as text, never HTML). */
export function EventRow({ entry }: { entry: LoggedEvent }) {
  const { t, i18n } = useTranslation('test-console');
  const tone = TONES[entry.event.split('-')[0] ?? ''] ?? TONES.other;
  return (
    <li className="border-t border-zinc-100 first:border-t-0 dark:border-zinc-800">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800/50">
          <time dateTime={entry.receivedAt.toISOString()} className="font-mono text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
            {time(entry.receivedAt, i18n.language)}
          </time>
          <span className={`rounded px-1.5 py-0.5 font-mono text-xs font-medium ${tone}`}>{entry.event}</span>
          <span className="min-w-0 flex-1 truncate text-sm text-zinc-700 dark:text-zinc-300">
            {summarizeEvent(entry.event, entry.payload, (key, values) => t(`summary.${key}`, values))}
          </span>
        </summary>
        <pre className="mx-4 mb-3 max-h-72 overflow-auto rounded-md bg-zinc-950 p-3 text-xs text-zinc-100">
          {JSON.stringify(entry.payload, null, 2)}
        </pre>
      </details>
    </li>
  );
}
