import { MessageSquarePlus, MessageSquareReply, PencilLine, Trash2 } from 'lucide-react';
import { relativeTime } from '@commentflow/shared';
import { cn } from '../../lib/cn.ts';
import type { ProjectEvent } from './use-project-events.ts';

function describe(event: ProjectEvent): string {
  if (event.kind === 'deleted') return event.isReply ? 'A reply was deleted' : 'A comment was deleted';
  if (event.kind === 'updated') return `${event.author}'s comment was updated`;
  return event.isReply ? `${event.author} replied` : `${event.author} commented`;
}

const ICONS = { created: MessageSquarePlus, updated: PencilLine, deleted: Trash2 } as const;

/** Comment events as notifications; `unread` ids are highlighted. Text is shown as text. */
export function EventFeed({ events, unread, empty }: { events: ProjectEvent[]; unread?: ReadonlySet<string>; empty: string }) {
  if (events.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
        {empty}
      </p>
    );
  }
  return (
    <ul
      aria-label="Notifications"
      className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
    >
      {events.map((event) => {
        const Icon = event.kind === 'created' && event.isReply ? MessageSquareReply : ICONS[event.kind];
        const isUnread = unread?.has(event.id) ?? false;
        return (
          <li key={event.id} className={cn('flex gap-3 p-3', isUnread && 'bg-indigo-50 dark:bg-indigo-500/10')}>
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-zinc-900 dark:text-white">
                {describe(event)}
                {isUnread && <span className="ml-2 text-xs font-semibold text-indigo-600 dark:text-indigo-400">Unread</span>}
              </p>
              {event.body && <p className="mt-0.5 truncate text-zinc-600 dark:text-zinc-400">{event.body}</p>}
              <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">
                {event.pageTitle ? `${event.pageTitle} · ` : ''}
                {relativeTime(event.at)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
