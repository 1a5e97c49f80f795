export interface DocsPage {
  /** The page's path segment: /docs/<slug> on the main site, /<slug> on the Docs shell; '' is the docs home. */
  slug: string;
  title: string;
}

/**
 * The docs' markdown pages in sidebar order; their text is in docs-content.ts, loaded with the page.
 * The API reference is generated, so it is not here.
 */
export const DOCS_PAGES: readonly DocsPage[] = [
  { slug: '', title: 'Overview' },
  { slug: 'getting-started', title: 'Getting started' },
  { slug: 'installation', title: 'Installation' },
  { slug: 'widget-customization', title: 'Widget customization' },
  { slug: 'integrations', title: 'Integrations' },
  { slug: 'api-keys', title: 'API keys' },
  { slug: 'webhooks', title: 'Webhooks' },
  { slug: 'mcp', title: 'MCP for AI assistants' },
];
