import { useEffect, useState } from 'react';
import { Check } from 'lucide-react';
import { ENTITLEMENTS, isUnlimited } from '@commentflow/shared/rules/plans';
import { trackEvent } from '../../lib/analytics.ts';
import { cn } from '../../lib/cn.ts';
import { CtaLink } from '../components/cta-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

interface Plan {
  id: 'free' | 'starter' | 'pro';
  name: string;
  summary: string;
  features: string[];
  highlighted?: boolean;
}

const free = ENTITLEMENTS.free;
const starter = ENTITLEMENTS.starter;
const count = (n: number, one: string, many: string) =>
  isUnlimited(n) ? `Unlimited ${many}` : `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

// docs/product/limits.md and docs/product/plans-and-retention.md#entitlements: limits from the one table the
// server enforces; prices from the server's configuration (GET /api/billing/plans).
const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    summary: 'For trying CommentFlow on a site of your own.',
    features: [
      '14-day trial with every Pro feature',
      `After the trial: ${count(free.maxComments, 'comment', 'comments')}, ${count(free.maxProjects, 'project', 'projects')}`,
      'Comments pinned to elements, replies and statuses',
      'Live updates in the dashboard',
      'Limited retention: after the trial, data is deleted 30 days later unless you upgrade or export it',
    ],
  },
  {
    id: 'starter',
    name: 'Starter',
    summary: 'For a small team with a few sites.',
    features: [
      `Up to ${count(starter.maxComments, 'comment', 'comments')}`,
      `Up to ${count(starter.maxProjects, 'project', 'projects')}`,
      'Email notifications: at once or as a digest, and guests told when they get an answer',
      `Basic integrations (${starter.maxIntegrations}): Slack, GitHub, GitLab, Jira, Linear or Trello`,
      'Data export',
      'Your data is kept for as long as you subscribe',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    summary: 'For agencies and product teams at full speed.',
    highlighted: true,
    features: [
      'Unlimited comments',
      'Unlimited projects',
      'Advanced analytics',
      'Priority support',
      'Custom integrations: API keys, signed webhooks and an MCP server for AI assistants',
      'Advanced AI features: ARIA finds problems on your pages and files them as comments or tickets',
      'Everything in Starter',
    ],
  },
];

const QUESTIONS = [
  {
    q: 'What happens when the trial ends?',
    a: 'A workspace that has not upgraded moves to Free. Its data is scheduled for deletion 30 days later; the dashboard counts the days down and offers a full export (JSON and CSV of every comment, reply and project, with screenshots) before anything is deleted.',
  },
  {
    q: 'What if I reach a Starter limit?',
    a: 'Creating the 1,001st comment or the 6th project is refused with a message naming the limit. Nothing is deleted; upgrade to Pro to continue.',
  },
  {
    q: 'Can I run it myself instead?',
    a: 'Yes. CommentFlow is open source and runs on your own server with SQLite or PostgreSQL. See the enterprise page for self-hosting.',
  },
];

interface PublicTier {
  id: 'tier1' | 'tier2' | 'tier3';
  price: string | null;
}

/**
 * The configured prices, read without the dashboard's query and schema libraries (the public pages
 * load neither): a price not configured, or an unreachable server, simply shows none.
 */
function usePrices(): Partial<Record<PublicTier['id'], string>> {
  const [prices, setPrices] = useState<Partial<Record<PublicTier['id'], string>>>({});
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/billing/plans', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ tiers?: PublicTier[] }>) : { tiers: [] }))
      .then((body) => setPrices(Object.fromEntries((body.tiers ?? []).filter((tier) => tier.price).map((tier) => [tier.id, tier.price!]))))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return prices;
}

function PriceLine({ plan, prices }: { plan: Plan['id']; prices: Partial<Record<PublicTier['id'], string>> }) {
  const monthly = plan === 'starter' ? prices.tier1 : plan === 'pro' ? prices.tier2 : undefined;
  const yearly = plan === 'pro' ? prices.tier3 : undefined;
  if (plan === 'free') return <p className="mt-4 text-2xl font-semibold">Free</p>;
  if (!monthly && !yearly) return null;
  return (
    <p className="mt-4" data-testid={`price-${plan}`}>
      {monthly && (
        <span className="text-2xl font-semibold">
          {monthly}
          <span className="text-sm font-normal text-zinc-500 dark:text-zinc-400"> / month</span>
        </span>
      )}
      {yearly && <span className="block text-sm text-zinc-600 dark:text-zinc-400">or {yearly} / year</span>}
    </p>
  );
}

/** /premium: the three plans (docs/product/limits.md) with upgrade buttons to /billing (docs/product/screens.md). */
export default function PremiumPage() {
  const prices = usePrices();
  return (
    <>
      <PageHero
        title="Plans that grow with your feedback"
        subtitle="Every workspace starts with a 14-day trial of everything. Then pick the plan that fits how much feedback you collect."
        centered
      />
      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className={cn(
                'flex flex-col rounded-xl border bg-white p-6 dark:bg-zinc-900',
                plan.highlighted ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-zinc-200 dark:border-zinc-800',
              )}
            >
              <div className="flex items-center gap-2">
                <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
                  {plan.name}
                </h2>
                {plan.highlighted && <span className="text-xs font-medium text-indigo-600 dark:text-indigo-400">Most complete</span>}
              </div>
              <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{plan.summary}</p>
              <PriceLine plan={plan.id} prices={prices} />
              <ul className="mt-6 flex-1 space-y-2.5">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {plan.id === 'free' ? (
                <CtaLink to="/signup" variant="secondary" className="mt-8">
                  Start free
                </CtaLink>
              ) : (
                <CtaLink
                  to={`/billing?upgrade=${plan.id}`}
                  variant={plan.highlighted ? 'primary' : 'secondary'}
                  className="mt-8"
                  onClick={() =>
                    trackEvent({ category: 'subscription', action: 'upgrade_click', label: plan.id === 'pro' ? 'pro' : 'starter' })
                  }
                >
                  Upgrade to {plan.name}
                </CtaLink>
              )}
            </li>
          ))}
        </ul>
      </section>
      <PageSection title="Questions" muted>
        <dl className="grid gap-6 md:grid-cols-3">
          {QUESTIONS.map(({ q, a }) => (
            <div key={q}>
              <dt className="font-medium">{q}</dt>
              <dd className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{a}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
    </>
  );
}
