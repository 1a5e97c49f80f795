/** One page of the docs written in markdown (the API reference is generated, the home is the docs' index). */
export interface DocsPage {
  /** `/docs/<slug>` on the main site, `/<slug>` on the Docs shell. */
  slug: string;
  title: string;
  /** Where the main site already has a page of that title (/integrations), what the docs page is called there. */
  mainSiteTitle?: string;
  description: string;
}

/** The docs' markdown pages in sidebar order: the docs sidebar, the docs routes, page titles and the sitemap read it. */
export const DOCS_PAGES: readonly DocsPage[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    description: 'Create a workspace and a project, add the widget to your site and receive your first comment in five minutes.',
  },
  {
    slug: 'installation',
    title: 'Installation',
    description: 'Install the widget with one script tag: plain HTML, React, Next.js, Vue, WordPress and Shopify.',
  },
  {
    slug: 'widget-customization',
    title: 'Widget customization',
    description: "The widget's script tag attributes, who can comment, keyboard shortcuts and its JavaScript API.",
  },
  {
    slug: 'integrations',
    title: 'Integrations',
    mainSiteTitle: 'Integrations documentation',
    description:
      'What CommentFlow connects to today: any website, sign-in providers, live events, the REST API with API keys, webhooks and MCP.',
  },
  {
    slug: 'api-keys',
    title: 'API keys',
    description: 'Read and write feedback from scripts and CI with an API key: scopes, curl examples, errors and rate limits.',
  },
  {
    slug: 'webhooks',
    title: 'Webhooks',
    description: 'Signed webhooks (Standard Webhooks v1) for new comments, status changes and replies: events, verification and retries.',
  },
  {
    slug: 'mcp',
    title: 'MCP for AI assistants',
    description: 'Connect Claude Code, Cursor or VS Code to your feedback through the CommentFlow MCP server.',
  },
];
