import { CheckCircle2, Code2, LayoutDashboard, MessageSquarePlus, Reply } from 'lucide-react';
import { CtaBand } from '../components/cta-band.tsx';
import { CtaLink } from '../components/cta-link.tsx';
import { PageHero } from '../components/page-hero.tsx';

const TOUR = [
  {
    icon: Code2,
    step: 'Install',
    title: 'A script tag on your site',
    text: 'Each project has a key and a list of allowed domains. Paste its snippet before </body>; the widget loads asynchronously and never blocks your page.',
    detail: '<script src="https://your-commentflow/widget.js" data-project="pk_…" async></script>',
  },
  {
    icon: MessageSquarePlus,
    step: 'Comment',
    title: 'Click the element, say what is wrong',
    text: 'Reviewers press “c” or the comment button, click the exact element and type. The comment stores a stable selector, the page URL, the viewport and the browser.',
  },
  {
    icon: Reply,
    step: 'Discuss',
    title: 'Threads where the problem is',
    text: 'Replies stay attached to the comment, on the page and in the dashboard, so the whole conversation sits next to the element it is about.',
  },
  {
    icon: LayoutDashboard,
    step: 'Manage',
    title: 'One dashboard for every project',
    text: 'Filter by project, page and status, search the text, and open any comment on the live page with one click.',
  },
  {
    icon: CheckCircle2,
    step: 'Resolve',
    title: 'Close the loop',
    text: 'Move comments from open to in progress to resolved. Whoever left the feedback sees the change on the page.',
  },
];

/** /landing-original: the classic product tour, step by step from install to resolution. */
export default function LandingOriginalPage() {
  return (
    <>
      <PageHero
        eyebrow="Product tour"
        title="How CommentFlow works, from script tag to resolved"
        subtitle="The original visual feedback workflow in five steps. Each one takes minutes to set up and seconds to use."
      >
        <CtaLink to="/signup">Create your first project</CtaLink>
      </PageHero>
      <section className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <ol className="space-y-6">
          {TOUR.map(({ icon: Icon, step, title, text, detail }, index) => (
            <li key={step} className="grid gap-4 rounded-xl border border-zinc-200 p-6 md:grid-cols-[12rem_1fr] dark:border-zinc-800">
              <div className="flex items-center gap-3 md:flex-col md:items-start">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-zinc-500 dark:text-zinc-400">
                  Step {index + 1} · {step}
                </span>
              </div>
              <div>
                <h2 className="text-xl font-semibold">{title}</h2>
                <p className="mt-2 text-zinc-600 dark:text-zinc-400">{text}</p>
                {detail && (
                  <pre className="mt-4 overflow-x-auto rounded-md bg-zinc-900 p-3 text-xs text-zinc-100 dark:bg-black">
                    <code>{detail}</code>
                  </pre>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
      <CtaBand
        title="Ready for the first comment?"
        text="A workspace and a project take a minute; the trial includes every feature for 14 days."
      >
        <CtaLink to="/signup" variant="inverse">
          Start free
        </CtaLink>
        <CtaLink to="/demo" variant="outlineInverse">
          Try it without an account
        </CtaLink>
      </CtaBand>
    </>
  );
}
