import { Database, FileDown, KeyRound, Lock, Server, Users } from 'lucide-react';
import { CtaBand } from '../components/cta-band.tsx';
import { CtaLink } from '../components/cta-link.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const PILLARS = [
  {
    icon: KeyRound,
    title: 'Single sign-on providers',
    text: 'Sign in with Google, GitHub, GitLab (self-managed instances too), Atlassian or Discord. Provider endpoints are configuration, and the backend verifies ID tokens against published keys (JWKS), so an OpenID Connect provider of your own can take over.',
  },
  {
    icon: Lock,
    title: 'Security by default',
    text: 'Passwords hashed with argon2id, one-hour access tokens, sessions that really end on sign-out, account lockout after repeated failures, and the widget answering only on the origins you allow.',
  },
  {
    icon: Users,
    title: 'Workspaces and roles',
    text: 'One workspace per team or client. Owners and admins manage projects and members; members triage; clients see their own feedback. Another workspace’s data answers “not found”.',
  },
  {
    icon: Server,
    title: 'Self-hosting',
    text: 'One Node.js server serves the API, the dashboard and the widget. Start it with SQLite on a single machine, or PostgreSQL and Redis for several instances behind a load balancer.',
  },
  {
    icon: Database,
    title: 'Data control',
    text: 'Your database, your backups, your region. On the hosted service, retention is explicit: paid plans keep data for as long as you subscribe; deletion happens on a schedule and is logged.',
  },
  {
    icon: FileDown,
    title: 'Full export',
    text: 'Export every comment, reply and project as JSON and CSV, with screenshots, whenever you want to leave or archive.',
  },
];

const SELF_HOST_STEPS = [
  'Run the server with Node.js 20.19 or later; it creates its SQLite database and runs migrations on start-up.',
  'Set DATABASE_URL for PostgreSQL and REDIS_URL to share live events between instances.',
  'Put it behind your reverse proxy with PUBLIC_URL set and WebSocket upgrades passed through.',
  'Configure SMTP_URL for password-reset mail and OAUTH_<PROVIDER>_CLIENT_ID / _SECRET for single sign-on.',
];

/** /enterprise: single sign-on, security, self-hosting and data control. */
export default function EnterprisePage() {
  return (
    <>
      <PageHero
        eyebrow="Enterprise"
        title="Visual feedback your security team can approve"
        subtitle="Keep feedback on your own servers, sign in through the identity provider you already use, and decide how long every comment is kept."
      >
        <CtaLink to="/docs">Read the documentation</CtaLink>
        <CtaLink to="/premium" variant="secondary">
          Compare plans
        </CtaLink>
      </PageHero>
      <PageSection title="Built for organisations" muted>
        <FeatureGrid features={PILLARS} />
      </PageSection>
      <PageSection
        title="Self-hosting in four steps"
        intro="CommentFlow is open source. The self-hosted server has every feature of the hosted one; nothing is held back."
      >
        <ol className="max-w-3xl space-y-3">
          {SELF_HOST_STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">
                {index + 1}
              </span>
              <span className="text-zinc-700 dark:text-zinc-300">{step}</span>
            </li>
          ))}
        </ol>
      </PageSection>
      <CtaBand
        title="Run a pilot with your team"
        text="Start a 14-day trial on the hosted service, or deploy the server next to your application and invite one team."
      >
        <CtaLink to="/signup" variant="inverse">
          Start a trial
        </CtaLink>
        <CtaLink to="/roadmap" variant="outlineInverse">
          See the roadmap
        </CtaLink>
      </CtaBand>
    </>
  );
}
