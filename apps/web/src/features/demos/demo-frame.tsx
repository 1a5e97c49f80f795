import type { ReactNode } from 'react';
import { Keyboard, MousePointerClick, UserRound } from 'lucide-react';
import { useDemoKey } from './demo-api.ts';
import { useEmbeddedWidget, type WidgetStatus } from './use-embedded-widget.ts';
import { WidgetStatusPill } from './widget-status-pill.tsx';

interface DemoFrameProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Run the widget with this key instead of the demo project's (BYOK); null: no widget yet. */
  widgetKey?: string | null;
  /** Bump to restart the widget. */
  generation?: number;
  /** Extra controls beside the widget status. */
  aside?: (status: WidgetStatus) => ReactNode;
}

const TIPS = [
  { icon: Keyboard, text: 'Press c, or the comment button in the bottom corner, to start commenting.' },
  { icon: MousePointerClick, text: 'Click any element on this page and write what you think.' },
  { icon: UserRound, text: 'No account needed: give a name and an e-mail. Demo comments are public and reset regularly.' },
];

/** The common top of every demo page: what it shows, how to try it, and whether the widget runs. */
export function DemoFrame({ title, intro, children, widgetKey, generation = 0, aside }: DemoFrameProps) {
  const demoKey = useDemoKey();
  const key = widgetKey === undefined ? demoKey.data : widgetKey;
  const status = useEmbeddedWidget(key, generation);
  const shown: WidgetStatus = demoKey.isError && widgetKey === undefined ? 'failed' : status;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-white">{title}</h1>
          <div className="mt-2 text-zinc-600 dark:text-zinc-400">{intro}</div>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
          <WidgetStatusPill status={shown} />
          {aside?.(shown)}
        </div>
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {TIPS.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex gap-2.5 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-200"
          >
            <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-8">{children}</div>
    </div>
  );
}
