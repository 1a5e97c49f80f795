import { MousePointer2, Radio, RefreshCw, UsersRound } from 'lucide-react';
import { CtaLink } from '../components/cta-link.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageSection } from '../components/page-section.tsx';

const LIVE_FEATURES = [
  {
    icon: Radio,
    title: 'Comments as they are written',
    text: 'A comment left on the site appears in every open dashboard of the workspace at once; no refresh, no polling.',
  },
  { icon: UsersRound, title: 'Who is here', text: 'See which teammates have the workspace open, and when someone joins or leaves.' },
  {
    icon: MousePointer2,
    title: 'Cursors and typing',
    text: 'Follow where a teammate is pointing and see when they are typing a reply, so two people never answer the same comment.',
  },
  {
    icon: RefreshCw,
    title: 'Nothing lost offline',
    text: 'After a dropped connection the socket reconnects with back-off and fetches whatever happened while you were away.',
  },
];

/** An illustration of the live dashboard: a thread with a teammate typing; no real data. */
function LivePreview() {
  return (
    <div aria-hidden className="relative rounded-xl border border-zinc-200 bg-white p-5 shadow-lg dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
        <span className="h-2 w-2 rounded-full bg-emerald-500" />
        Live · 3 people in this workspace
      </div>
      <div className="mt-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
        <p className="text-sm font-medium">“The checkout button is hidden behind the cookie bar on phones.”</p>
        <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">/checkout · button.pay-now · 390×844</p>
        <div className="mt-4 space-y-2 border-l-2 border-indigo-200 pl-3 dark:border-indigo-500/40">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">Reproduced on iOS Safari, moving the bar up.</p>
          <p className="flex items-center gap-1.5 text-xs text-indigo-600 dark:text-indigo-400">
            <span className="flex gap-0.5">
              <span className="h-1 w-1 animate-bounce rounded-full bg-current" />
              <span className="h-1 w-1 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
              <span className="h-1 w-1 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
            </span>
            A teammate is typing…
          </p>
        </div>
      </div>
      <MousePointer2 className="absolute right-10 bottom-8 h-5 w-5 fill-pink-500 text-pink-500" />
    </div>
  );
}

/** /new-landing: the newest experiment, all about reviewing together in real time. */
export default function NewLandingPage() {
  return (
    <>
      <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">Live collaboration</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">Review your site together, in real time</h1>
          <p className="mt-5 text-lg text-zinc-600 dark:text-zinc-400">
            Feedback is a conversation. In CommentFlow the whole team sees each comment the second it is left, who is looking at it and who
            is already answering.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaLink to="/signup">Invite your team</CtaLink>
            <CtaLink to="/demo" variant="secondary">
              Open the live demo
            </CtaLink>
          </div>
        </div>
        <LivePreview />
      </section>
      <PageSection
        title="Built on a live connection"
        intro="Every dashboard keeps one WebSocket to the server, scoped to the workspace you have open."
        muted
      >
        <FeatureGrid features={LIVE_FEATURES} columns={2} />
      </PageSection>
      <PageSection title="Scales with you">
        <p className="max-w-3xl text-zinc-600 dark:text-zinc-400">
          One server handles a team on its own. Run several behind a load balancer with Redis, and a comment created on one instance still
          reaches every dashboard on the others.
        </p>
      </PageSection>
    </>
  );
}
