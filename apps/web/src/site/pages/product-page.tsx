import { Check } from 'lucide-react';
import { findProduct, productName, type ProductType } from '@commentflow/shared/rules/products';
import { Badge } from '../../components/ui/badge.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { CtaLink } from '../components/cta-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const TIER_TEXT = {
  free: 'Everything on this page works on the Free plan; Starter and Pro raise the limits and keep your data.',
  professional: 'Made for teams on Starter or Pro. Every new workspace gets the full feature set for a 14-day trial.',
};

/** /products/...: one product variant with its feature list and tier (docs/product/overview.md). */
export default function ProductPage({ type }: { type: ProductType }) {
  const product = findProduct(type);
  const name = productName(product);
  return (
    <>
      <PageHero eyebrow={`${name} · ${product.audience}`} title={product.headline} subtitle={product.subtitle}>
        <CtaLink to="/signup">Start your 14-day trial</CtaLink>
        <CtaLink to="/demo" variant="secondary">
          Try the live demo
        </CtaLink>
      </PageHero>
      <PageSection
        title="Features"
        intro={
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={product.tier === 'free' ? 'success' : 'accent'}>
              {product.tier === 'free' ? 'Free tier' : 'Professional tier'}
            </Badge>
            <span>{TIER_TEXT[product.tier]}</span>
          </div>
        }
        muted
      >
        <ul className="grid gap-5 sm:grid-cols-2">
          {product.features.map((feature) => (
            <li
              key={feature.title}
              className="flex gap-3 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden />
              <div>
                <h3 className="text-sm font-semibold">{feature.title}</h3>
                <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <CtaBand
        title={`Try ${name} on your own site`}
        text="Create a project, paste the script tag, and the first comment arrives in minutes."
      >
        <CtaLink to="/signup" variant="inverse">
          Create an account
        </CtaLink>
        <CtaLink to="/premium" variant="outlineInverse">
          See plans
        </CtaLink>
      </CtaBand>
    </>
  );
}
