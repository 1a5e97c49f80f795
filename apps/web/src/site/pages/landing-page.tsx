import { Link, useLocation } from 'react-router';
import { Code2, MessageSquarePlus, Radio, Server, ShieldCheck, Users } from 'lucide-react';
import { DEFAULT_PRODUCT, PRODUCT_PARAM_VALUES, findProduct, productName } from '@commentflow/shared/rules/products';
import { CtaBand } from '../components/cta-band.tsx';
import { CtaLink } from '../components/cta-link.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { chosenProduct } from '../product-choice.ts';
import { useHydrated } from '../use-hydrated.ts';

const ICONS = [Code2, MessageSquarePlus, Radio, Server, ShieldCheck, Users];

const STEPS = [
  { title: 'Create a project', text: 'Name it and list the domains the widget may run on.' },
  { title: 'Paste one script tag', text: 'Copy the snippet from the project page into your site, before </body>.' },
  { title: 'Collect and resolve', text: 'Comments arrive live in the dashboard; reply, assign a status, resolve.' },
];

/** The v2 landing (/ and /landing): its wording follows the visitor's product variant (docs/product/overview.md). */
export default function LandingPage() {
  const { search } = useLocation();
  // The prerendered landing speaks to the default variant; a chosen one (query or storage) follows at once.
  const product = useHydrated() ? chosenProduct(search) : findProduct(DEFAULT_PRODUCT);
  const name = productName(product);

  return (
    <>
      <PageHero eyebrow={`${name} · for ${product.audience.toLowerCase()}`} title={product.headline} subtitle={product.subtitle}>
        <CtaLink to="/signup">Start your 14-day trial</CtaLink>
        <CtaLink to="/demo" variant="secondary">
          Try the live demo
        </CtaLink>
      </PageHero>

      <figure className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        {/* A real screenshot of the dashboard (scripts/capture-product-shots.ts), not a drawing of it.
            The page's largest paint: asked for at high priority, or the browser holds it back while the
            page's code downloads (its HTML preloads that code: docs/adr/031-module-preloads-in-page-html.md). */}
        <img
          src="/product-dashboard.webp"
          fetchPriority="high"
          width={1280}
          height={760}
          alt="The CommentFlow dashboard: the comments left on a shop's pages, each with its page, status and replies"
          className="h-auto w-full rounded-xl border border-zinc-200 shadow-xl dark:border-zinc-800"
        />
        <figcaption className="mt-3 text-center text-sm text-zinc-600 dark:text-zinc-400">
          The dashboard your team works in: every comment with the page it was left on, its status and its replies, live.
        </figcaption>
      </figure>

      <PageSection title={`What ${name} gives you`} muted>
        <FeatureGrid features={product.features.map((feature, index) => ({ ...feature, icon: ICONS[index % ICONS.length] }))} />
      </PageSection>

      <PageSection title="Running in three steps" intro="No browser extension for your reviewers and no build step for your developers.">
        <ol className="grid gap-5 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-zinc-200 p-5 dark:border-zinc-800">
              <span className="flex h-7 w-7 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-sm font-semibold">{step.title}</h3>
              <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        title="Also made for"
        intro="The same CommentFlow, described for the way other teams work. Your choice is remembered on this device."
        muted
      >
        <ul className="flex flex-wrap gap-2">
          {PRODUCT_PARAM_VALUES.filter((type) => type !== product.type).map((type) => {
            const other = findProduct(type);
            return (
              <li key={type}>
                <Link
                  to={`/?product=${type}`}
                  className="inline-flex rounded-full border border-zinc-300 px-3.5 py-1.5 text-sm font-medium hover:border-indigo-500 hover:text-indigo-600 dark:border-zinc-700 dark:hover:text-indigo-400"
                >
                  {productName(other)}: {other.audience}
                </Link>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <CtaBand
        title="Open source, and yours to run"
        text="Use the hosted service with a 14-day trial, or run CommentFlow on your own server with SQLite or PostgreSQL. Same features either way."
      >
        <CtaLink to="/premium" variant="inverse">
          See plans
        </CtaLink>
        <CtaLink to="/alternative" variant="outlineInverse">
          Compare with other tools
        </CtaLink>
      </CtaBand>
    </>
  );
}
