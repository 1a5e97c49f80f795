import { useDemoKey } from '../features/demos/demo-api.ts';
import { DemoFrame } from '../features/demos/demo-frame.tsx';
import { EventFeed } from '../features/demos/event-feed.tsx';
import { useProjectEvents } from '../features/demos/use-project-events.ts';

/** Live notifications: every comment on the demo project, from this page or any other, arrives here at once. */
export default function DemoNotificationsPage() {
  const key = useDemoKey();
  const { events, connected } = useProjectEvents(key.data);
  return (
    <DemoFrame
      title="Notifications demo"
      intro="Comment on this page (or on any other demo page, in another tab or on your phone) and watch the notification arrive here the moment it is sent. Your team's dashboard receives the same events."
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="release-title" className="rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
          <h2 id="release-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
            Release notes draft: version 2.4
          </h2>
          <p id="release-intro" className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            A page your team is reviewing. Leave a comment on a line below and it shows up in the notification list beside it.
          </p>
          <ul className="mt-4 space-y-3 text-sm text-zinc-700 dark:text-zinc-300">
            <li id="release-line-1">Faster page loads: images are now lazy-loaded below the fold.</li>
            <li id="release-line-2">Checkout remembers the last used delivery address.</li>
            <li id="release-line-3">New dark theme for the account pages.</li>
            <li id="release-line-4">Fixed: coupon codes with lower-case letters were refused.</li>
          </ul>
        </section>
        <section aria-labelledby="feed-title">
          <div className="flex items-center justify-between">
            <h2 id="feed-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
              Live notifications
            </h2>
            <span className="text-xs text-zinc-500 dark:text-zinc-400">{connected ? 'Connected' : 'Connecting...'}</span>
          </div>
          <div className="mt-3">
            <EventFeed events={events} empty="No comments yet since you opened this page. Press c and click a line of the release notes." />
          </div>
        </section>
      </div>
    </DemoFrame>
  );
}
