import { Link } from 'react-router';
import { installSnippet } from '@commentflow/shared';
import { CopyButton } from '../components/ui/copy-button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useDemoKey } from '../features/demos/demo-api.ts';
import { DemoFrame } from '../features/demos/demo-frame.tsx';

const STEPS = [
  { title: 'Create a project', text: "In the dashboard, add a project with your site's address. Its origin is allowed automatically." },
  { title: 'Copy the snippet', text: 'The project shows its script tag with its own key, ready to copy.' },
  {
    title: 'Paste it before </body>',
    text: 'On every page that should take comments. The widget loads asynchronously and never blocks your page.',
  },
];

/** How to embed the widget, with the tag that runs on this very page. */
export default function DemoWidgetEmbedPage() {
  const key = useDemoKey();
  const snippet = key.data ? installSnippet(window.location.origin, key.data) : null;
  return (
    <DemoFrame
      title="Embed the widget"
      intro="CommentFlow is one script tag. This page includes the tag below, with the public demo project's key: the widget you see here is the same one your visitors will get."
    >
      <section aria-labelledby="snippet-title">
        <h2 id="snippet-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
          The tag on this page
        </h2>
        <div className="mt-3 flex flex-col gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4 sm:flex-row sm:items-center dark:border-zinc-800 dark:bg-zinc-900">
          {snippet ? (
            <>
              <code data-testid="demo-snippet" className="min-w-0 flex-1 font-mono text-[13px] break-all text-zinc-800 dark:text-zinc-200">
                {snippet}
              </code>
              <CopyButton text={snippet} label="Copy the script tag" />
            </>
          ) : (
            <Spinner label="Loading the snippet" />
          )}
        </div>
        <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">
          Use your own project's snippet on your site: this key only works on CommentFlow's own pages.
        </p>
      </section>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
            <span className="flex h-7 w-7 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
              {index + 1}
            </span>
            <h3 className="mt-2 font-medium text-zinc-900 dark:text-white">{step.title}</h3>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-zinc-700 dark:text-zinc-300">
        Using React, Next.js, Vue, WordPress or Shopify? The{' '}
        <Link to="/docs/installation" className="font-medium text-indigo-600 underline dark:text-indigo-400">
          installation guide
        </Link>{' '}
        shows where the tag goes in each, and{' '}
        <Link to="/docs/widget-customization" className="font-medium text-indigo-600 underline dark:text-indigo-400">
          widget customization
        </Link>{' '}
        lists its attributes, shortcuts and JavaScript API.
      </p>
    </DemoFrame>
  );
}
