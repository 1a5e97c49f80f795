import { DOCS_PAGES as MARKDOWN_PAGES } from '@commentflow/shared';

export interface DocsNavPage {
  /** The page's path segment: /docs/<slug> on the main site, /<slug> on the Docs shell; '' is the docs home. */
  slug: string;
  title: string;
}

/**
 * The docs sidebar: the docs home, then the markdown pages of the shared list (their text is in
 * docs-content.ts, loaded with the page). The API reference is generated, so it is not here.
 */
export const DOCS_PAGES: readonly DocsNavPage[] = [
  { slug: '', title: 'Overview' },
  ...MARKDOWN_PAGES.map(({ slug, title }) => ({ slug, title })),
];
