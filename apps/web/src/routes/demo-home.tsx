import { Check, Headphones, ShoppingCart, Star } from 'lucide-react';
import { DemoFrame } from '../features/demos/demo-frame.tsx';
import { DemoLinks } from '../features/demos/demo-links.tsx';

const FEATURES = ['40 hours of battery', 'Active noise cancelling', 'Fold-flat travel case', 'USB-C fast charging'];

/** The demo landing: a sample product page to comment on, running the real widget. */
export default function DemoHomePage() {
  return (
    <DemoFrame
      title="Try CommentFlow live"
      intro="This is a sample shop page with the real CommentFlow widget on it. Pin a comment on the price, the photo or a button, exactly as your clients would on your site."
    >
      <section aria-label="Sample product page" className="overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
        <div className="grid gap-0 md:grid-cols-2">
          <div
            id="product-photo"
            role="img"
            aria-label="Aurora headphones in midnight blue"
            className="flex min-h-64 items-center justify-center bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500"
          >
            <Headphones className="h-28 w-28 text-white/90" strokeWidth={1.25} aria-hidden />
          </div>
          <div className="p-6 sm:p-8">
            <p className="text-sm font-medium text-indigo-600 dark:text-indigo-400">Aurora Audio</p>
            <h2 id="product-title" className="mt-1 text-2xl font-semibold text-zinc-900 dark:text-white">
              Aurora wireless headphones
            </h2>
            <p className="mt-2 flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden /> 4.8 from 1,204 reviews
            </p>
            <p id="product-price" className="mt-4 text-3xl font-semibold text-zinc-900 dark:text-white">
              €149
            </p>
            <p id="product-copy" className="mt-4 text-zinc-600 dark:text-zinc-400">
              Studio sound for the commute: deep bass, clear voices and quiet when you want it. Light enough to forget you are wearing them.
            </p>
            <ul className="mt-4 space-y-1.5 text-sm text-zinc-700 dark:text-zinc-300">
              {FEATURES.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check className="h-4 w-4 text-emerald-600" aria-hidden /> {feature}
                </li>
              ))}
            </ul>
            <button
              id="add-to-cart"
              type="button"
              className="mt-6 inline-flex items-center gap-2 rounded-md bg-zinc-900 px-5 py-2.5 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
            >
              <ShoppingCart className="h-4 w-4" aria-hidden /> Add to cart
            </button>
          </div>
        </div>
      </section>
      <div className="mt-12">
        <DemoLinks />
      </div>
    </DemoFrame>
  );
}
