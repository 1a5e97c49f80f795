import { Link } from 'react-router';
import { Activity, BellRing, Code2, Film, KeyRound, LifeBuoy, MailOpen, Wrench } from 'lucide-react';
import { useSitePaths } from '../public-shells/site-paths.ts';

/** The other demos this site serves: all of them on the main site, the shell's own in the Demo shell. */
export function DemoLinks() {
  const paths = useSitePaths();
  const main = paths.shell === null;
  const links = [
    {
      to: paths.demos.widget,
      icon: Wrench,
      title: 'Widget test page',
      text: 'Forms, tables and long content, with buttons that drive the widget API.',
    },
    {
      to: paths.demos.customer,
      icon: LifeBuoy,
      title: 'Customer demo',
      text: 'A help centre the way your clients see the widget on their site.',
    },
    { to: paths.demos.notifications, icon: BellRing, title: 'Notifications', text: 'Watch comment events arrive live as people comment.' },
    { to: paths.demos.animation, icon: Film, title: 'Animation test', text: 'Pins that follow sliding, spinning and expanding elements.' },
    ...(main
      ? [
          {
            to: '/devflow-demo',
            icon: Activity,
            title: 'DevFlow demo',
            text: 'Bug reports on a web app, with browser details for developers.',
          },
          {
            to: '/demo/async-notifications',
            icon: MailOpen,
            title: 'Async notifications',
            text: 'Feedback that arrives while you are away, queued as unread.',
          },
          {
            to: '/demo/byok',
            icon: KeyRound,
            title: 'Bring your own key',
            text: "Paste your project's key and try the widget with your own project.",
          },
          { to: '/widget-embed', icon: Code2, title: 'Embed the widget', text: 'The one script tag, and how to add it to your site.' },
        ]
      : []),
  ].filter((link): link is typeof link & { to: string } => typeof link.to === 'string');

  return (
    <section aria-labelledby="more-demos">
      <h2 id="more-demos" className="text-lg font-semibold text-zinc-900 dark:text-white">
        More demos
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="block h-full rounded-lg border border-zinc-200 p-4 hover:border-indigo-300 hover:bg-indigo-50/50 dark:border-zinc-800 dark:hover:border-indigo-500/40 dark:hover:bg-indigo-500/5"
            >
              <Icon className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden />
              <span className="mt-2 block font-medium text-zinc-900 dark:text-white">{title}</span>
              <span className="mt-1 block text-sm text-zinc-600 dark:text-zinc-400">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
