import { Check, Clock, Minus } from 'lucide-react';
import { CtaBand } from '../components/cta-band.tsx';
import { CtaLink } from '../components/cta-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

type Cell = 'yes' | 'no' | 'planned';

const TOOLS = ['CommentFlow', 'Marker.io', 'BugHerd', 'Userback'] as const;

// The other tools' cells are what their own product pages describe; CommentFlow's are what ships today.
const ROWS: { feature: string; cells: [Cell, Cell, Cell, Cell] }[] = [
  { feature: 'Comments pinned to page elements', cells: ['yes', 'yes', 'yes', 'yes'] },
  { feature: 'Screenshots attached to reports', cells: ['yes', 'yes', 'yes', 'yes'] },
  { feature: 'Guests can report without an account', cells: ['yes', 'yes', 'yes', 'yes'] },
  { feature: 'REST API with API keys for your own scripts', cells: ['yes', 'yes', 'yes', 'yes'] },
  { feature: 'Open source code', cells: ['yes', 'no', 'no', 'no'] },
  { feature: 'Run it on your own server', cells: ['yes', 'no', 'no', 'no'] },
  { feature: 'Public roadmap with feature voting', cells: ['yes', 'no', 'no', 'yes'] },
  { feature: 'Browser extension for reviewers', cells: ['no', 'yes', 'yes', 'yes'] },
  { feature: 'Video recording or session replay', cells: ['no', 'yes', 'yes', 'yes'] },
  { feature: 'Two-way sync with Jira, Linear, Trello and others', cells: ['planned', 'yes', 'yes', 'yes'] },
];

const CELL = {
  yes: { icon: Check, label: 'Yes', className: 'text-emerald-600 dark:text-emerald-400' },
  no: { icon: Minus, label: 'No', className: 'text-zinc-500 dark:text-zinc-400' },
  planned: { icon: Clock, label: 'Planned', className: 'text-amber-600 dark:text-amber-400' },
};

const STRENGTHS = [
  {
    name: 'Marker.io',
    text: 'The deepest issue-tracker integrations of the four: reports land in Jira, Linear, Trello, Asana or GitHub with two-way status sync, plus session replay and console logs. If your team lives in Jira, it fits well today.',
  },
  {
    name: 'BugHerd',
    text: 'A built-in Kanban task board next to the feedback and a very simple reviewer experience with its browser extension. Good for agencies that want feedback and task tracking in one product.',
  },
  {
    name: 'Userback',
    text: 'The broadest set of feedback types: screen recordings, session replay, surveys and a feature request portal. Good if you want one tool for bug reports and product feedback from end users.',
  },
];

/** /alternative: an honest comparison with Marker.io, BugHerd and Userback. */
export default function AlternativePage() {
  return (
    <>
      <PageHero
        eyebrow="Compare"
        title="An open source alternative to Marker.io, BugHerd and Userback"
        subtitle="All four tools let people pin feedback to a web page. CommentFlow is the one you can read, change and run on your own server. Here is where each one is stronger."
      />
      <PageSection
        title="Feature by feature"
        intro="Our reading of what each vendor describes on its own website. Products change quickly, so check their sites before you decide."
      >
        <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">CommentFlow compared with Marker.io, BugHerd and Userback</caption>
            <thead className="bg-zinc-50 dark:bg-zinc-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Feature
                </th>
                {TOOLS.map((tool) => (
                  <th key={tool} scope="col" className="px-4 py-3 text-center font-semibold">
                    {tool}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {ROWS.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-normal text-zinc-700 dark:text-zinc-300">
                    {row.feature}
                  </th>
                  {row.cells.map((cell, index) => {
                    const { icon: Icon, label, className } = CELL[cell];
                    return (
                      <td key={TOOLS[index]} className="px-4 py-3 text-center">
                        <span className={`inline-flex items-center gap-1 ${className}`}>
                          <Icon className="h-4 w-4" aria-hidden />
                          <span className="text-xs">{label}</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection title="Where the others are stronger" muted>
        <ul className="grid gap-5 md:grid-cols-3">
          {STRENGTHS.map(({ name, text }) => (
            <li key={name} className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
              <h3 className="font-semibold">{name}</h3>
              <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="When CommentFlow is the better fit">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-zinc-700 dark:text-zinc-300">
          <li>Feedback must stay on your own infrastructure: run CommentFlow beside your app with SQLite or PostgreSQL.</li>
          <li>Your team reviews together: comments, replies and status changes show up in every open dashboard immediately.</li>
          <li>You want to change the tool itself: the widget, the server and the dashboard are open source TypeScript.</li>
          <li>You publish a roadmap and let your users vote on what comes next, in the same product.</li>
        </ul>
      </PageSection>
      <CtaBand title="See it on your own site" text="Start a 14-day trial, or try the public demo without an account.">
        <CtaLink to="/signup" variant="inverse">
          Start your trial
        </CtaLink>
        <CtaLink to="/demo" variant="outlineInverse">
          Open the demo
        </CtaLink>
      </CtaBand>
    </>
  );
}
