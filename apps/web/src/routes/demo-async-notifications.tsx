import { useCallback, useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { useDemoKey } from '../features/demos/demo-api.ts';
import { DemoFrame } from '../features/demos/demo-frame.tsx';
import { EventFeed } from '../features/demos/event-feed.tsx';
import { useProjectEvents, type ProjectEvent } from '../features/demos/use-project-events.ts';

/** Whether the visitor is away: the tab is hidden, or they said so. */
function useAway(): [boolean, boolean, (value: boolean) => void] {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  const [declared, setDeclared] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return [hidden || declared, declared, setDeclared];
}

/**
 * Feedback that arrives while nobody is looking: events received while away are queued as unread,
 * counted in the tab title, and waiting as a digest on return.
 */
export default function DemoAsyncNotificationsPage() {
  const key = useDemoKey();
  const [away, declaredAway, setDeclaredAway] = useAway();
  const [unread, setUnread] = useState<ReadonlySet<string>>(new Set());
  const onEvent = useCallback(
    (event: ProjectEvent) => {
      if (away) setUnread((ids) => new Set(ids).add(event.id));
    },
    [away],
  );
  const { events } = useProjectEvents(key.data, onEvent);

  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = unread.size > 0 ? `(${unread.size}) ${base}` : base;
  }, [unread]);

  return (
    <DemoFrame
      title="Asynchronous notifications"
      intro="Nobody watches a feedback inbox all day. Go away (switch tabs, or press the button), leave comments from another tab or device, and come back: what arrived meanwhile waits for you as unread, and the tab title counts it."
      aside={() => (
        <Button
          variant={declaredAway ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={declaredAway}
          onClick={() => setDeclaredAway(!declaredAway)}
        >
          {declaredAway ? "I'm back" : "I'm away"}
        </Button>
      )}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="inbox-title" className="order-2 lg:order-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="inbox-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
              While you were away
              <span className="ml-2 rounded-full bg-indigo-600 px-2 py-0.5 align-middle text-xs font-semibold text-white">
                {unread.size} unread
              </span>
            </h2>
            <Button variant="secondary" size="sm" disabled={unread.size === 0} onClick={() => setUnread(new Set())}>
              Mark all as read
            </Button>
          </div>
          <div className="mt-3">
            <EventFeed
              events={events.filter((event) => unread.has(event.id))}
              unread={unread}
              empty={
                away
                  ? 'You are away: new comments will wait here.'
                  : 'Nothing missed. Press "I\'m away" or switch tabs, then comment from elsewhere.'
              }
            />
          </div>
          <h2 className="mt-8 text-lg font-semibold text-zinc-900 dark:text-white">Everything since you opened this page</h2>
          <div className="mt-3">
            <EventFeed events={events} unread={unread} empty="No comments yet." />
          </div>
        </section>
        <section aria-labelledby="page-title" className="order-1 rounded-xl border border-zinc-200 p-5 lg:order-2 dark:border-zinc-800">
          <h2 id="page-title" className="font-semibold text-zinc-900 dark:text-white">
            A page to comment on
          </h2>
          <p id="async-sample" className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            Open this page in a second tab, press c there and click this text. Back in this tab, the comment is waiting as unread.
          </p>
        </section>
      </div>
    </DemoFrame>
  );
}
