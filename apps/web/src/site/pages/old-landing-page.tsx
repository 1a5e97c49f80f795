import { Link } from 'react-router';
import { BRAND } from '@commentflow/shared/brand';
import { CtaLink } from '../components/cta-link.tsx';

const POINTS = [
  'Add one script tag to your site.',
  'Anyone you invite clicks an element and leaves a comment.',
  'You read and answer every comment in one place.',
];

/** /old-landing: the first, one-screen pitch, kept so old links still land somewhere useful. */
export default function OldLandingPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-600 text-lg font-bold text-white">
        {BRAND.logo}
      </span>
      <h1 className="mt-8 text-4xl font-semibold tracking-tight sm:text-5xl">Comment on any web page</h1>
      <p className="mt-5 text-lg text-zinc-600 dark:text-zinc-400">
        {BRAND.name} puts sticky-note comments on your website, pinned to the element they are about.
      </p>
      <ol className="mt-10 w-full space-y-3 text-left">
        {POINTS.map((point, index) => (
          <li key={point} className="flex items-center gap-4 rounded-lg border border-zinc-200 px-4 py-3 dark:border-zinc-800">
            <span className="text-2xl font-semibold text-indigo-600 dark:text-indigo-400">{index + 1}</span>
            <span>{point}</span>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <CtaLink to="/signup">Get started</CtaLink>
        <CtaLink to="/" variant="secondary">
          See what is new
        </CtaLink>
      </div>
      <p className="mt-8 text-sm text-zinc-500 dark:text-zinc-400">
        This is our first page, kept for links that still point here. The product has grown since: the{' '}
        <Link to="/landing-original" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          product tour
        </Link>{' '}
        shows all of it.
      </p>
    </section>
  );
}
