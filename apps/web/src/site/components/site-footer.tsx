import { BRAND } from '@commentflow/shared/brand';
import { PRODUCTS, productName } from '@commentflow/shared/rules/products';
import { openCookieSettings } from '../consent/consent-storage.ts';
import { SiteLink } from './site-link.tsx';

const COLUMNS = [
  {
    title: 'CommentFlow',
    links: [
      { name: 'Product tour', to: '/landing-original' },
      { name: 'Pricing', to: '/premium' },
      { name: 'Enterprise', to: '/enterprise' },
      { name: 'For agencies', to: '/landing-v2' },
      { name: 'Compare', to: '/alternative' },
      { name: 'Integrations', to: '/integrations' },
    ],
  },
  {
    title: 'Products',
    links: PRODUCTS.flatMap((product) => (product.path ? [{ name: productName(product), to: product.path }] : [])),
  },
  {
    title: 'Resources',
    links: [
      { name: 'Documentation', to: '/docs' },
      { name: 'API reference', to: '/docs/api' },
      { name: 'Roadmap', to: '/roadmap' },
      { name: 'Changelog', to: '/changelog' },
      { name: 'Live demo', to: '/demo' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Terms and conditions', to: '/terms-and-conditions' },
      { name: 'Privacy policy', to: '/privacy' },
      { name: 'Cookie policy', to: '/cookies' },
    ],
  },
];

const footerLink = 'text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white';

/** The main site's footer, also under the docs, roadmap and demo pages, where its links lead to the main site. */
export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/40">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className={footerLink}>
                    {link.name}
                  </SiteLink>
                </li>
              ))}
              {column.title === 'Legal' && (
                <li>
                  <button type="button" className={footerLink} onClick={openCookieSettings}>
                    Cookie settings
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-10 text-xs text-zinc-500 sm:px-6 dark:text-zinc-400">
        {BRAND.name}: {BRAND.tagline.toLowerCase()}. Open source and self-hostable.
      </p>
    </footer>
  );
}
