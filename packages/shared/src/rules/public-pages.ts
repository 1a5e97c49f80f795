// The public pages (docs/product/screens.md) with their titles and meta descriptions: the web sets them as the
// document title, the server puts them into index.html for crawlers and lists them in the sitemap.
import { BRAND } from '../brand.ts';
import type { Shell } from './contexts.ts';
import { DOCS_PAGES } from './docs-pages.ts';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

const suffix = ` | ${BRAND.name}`;

/** Every main public page of the main site (no context), in sitemap order. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: `${BRAND.name} - ${BRAND.tagline}`,
    description:
      'Pin comments on any element of your website, collect visual feedback from clients and teammates, and resolve it together in real time.',
  },
  {
    path: '/landing',
    title: `${BRAND.name} - ${BRAND.tagline}`,
    description:
      'Visual feedback on live websites: comments pinned to page elements, screenshots, workspaces, projects and live collaboration.',
  },
  {
    path: '/landing-v2',
    title: `Client feedback for agencies${suffix}`,
    description: 'Your clients comment directly on the site you build; your team gets precise feedback per client, in one place.',
  },
  {
    path: '/new-landing',
    title: `Review your site together, in real time${suffix}`,
    description: 'Every comment appears for the whole team the second it is left, with who is looking and who is already answering.',
  },
  {
    path: '/landing-original',
    title: `Product tour${suffix}`,
    description:
      'How CommentFlow works in five steps: a script tag on your site, comments pinned to elements, threads, one dashboard, resolution.',
  },
  {
    path: '/old-landing',
    title: `Comment on any web page${suffix}`,
    description: 'Add one script tag and let anyone leave comments pinned to elements of your web pages.',
  },
  {
    path: '/enterprise',
    title: `${BRAND.name} for enterprise`,
    description:
      'Visual feedback at scale: workspaces per client, roles and permissions, single sign-on providers, data export and retention controls.',
  },
  {
    path: '/premium',
    title: `Plans and pricing${suffix}`,
    description:
      'Start with a 14-day trial. Starter: up to 1,000 comments and 5 projects. Pro: unlimited comments and projects, advanced analytics and priority support.',
  },
  {
    path: '/alternative',
    title: `An alternative to Marker.io, BugHerd and Userback${suffix}`,
    description:
      'Compare CommentFlow with Marker.io, BugHerd and Userback feature by feature: open source, self-hosting, and where each tool is stronger.',
  },
  {
    path: '/products/dev-flow',
    title: `DevFlow - visual bug reports for developers${suffix}`,
    description:
      'Bug reports pinned to the exact element, with the browser details, an optional screenshot and live updates, so developers fix instead of asking where.',
  },
  {
    path: '/products/ecom-flow',
    title: `EcomFlow - feedback for online stores${suffix}`,
    description: 'Collect feedback on product pages, carts and checkouts, and catch the problems that cost you sales.',
  },
  {
    path: '/products/agency-flow',
    title: `AgencyFlow - client feedback for agencies${suffix}`,
    description: 'A branded client portal per customer: clients comment on the site you build, your team resolves it in one dashboard.',
  },
  {
    path: '/products/classic-flow',
    title: `ClassicFlow - simple website comments${suffix}`,
    description: 'The classic way to gather comments on a website: one script tag, pinned comments, replies and resolution.',
  },
  {
    path: '/products/checkout-guard',
    title: `Checkout Guard - protect your checkout${suffix}`,
    description: 'Watch the checkout flow for broken steps and let shoppers report problems before they abandon the cart.',
  },
  {
    path: '/products/builders-flow',
    title: `BuildersFlow - feedback for site builders${suffix}`,
    description: 'Feedback for sites made with Webflow, WordPress, Wix and other builders: add the widget without touching code.',
  },
  {
    path: '/products/saas-flow',
    title: `SaaSFlow - in-app feedback for SaaS${suffix}`,
    description: 'Let your users report problems and ideas directly inside your web application, pinned to the screen they are on.',
  },
  {
    path: '/demo',
    title: `Live demo${suffix}`,
    description: 'Try the real CommentFlow widget on this page: pin a comment to any element, no account needed.',
  },
  {
    path: '/devflow-demo',
    title: `DevFlow demo${suffix}`,
    description: 'See how developers receive element-level bug reports with the DevFlow variant of the widget.',
  },
  {
    path: '/demo/customer',
    title: `Customer demo${suffix}`,
    description: 'A sample customer website with the widget installed, the way your clients will see it.',
  },
  {
    path: '/demo/notifications',
    title: `Notifications demo${suffix}`,
    description: 'See how new comments, replies and mentions reach your team as notifications in real time.',
  },
  {
    path: '/demo/animation-test',
    title: `Animation demo${suffix}`,
    description: 'Pin comments on animated and moving elements and watch the markers follow them.',
  },
  {
    path: '/demo/byok',
    title: `Bring your own key demo${suffix}`,
    description: "Bring your own key: paste one of your project's keys and try the real widget with your own project on this page.",
  },
  {
    path: '/demo/async-notifications',
    title: `Asynchronous notifications demo${suffix}`,
    description: 'See how feedback arrives while you are away: it waits for you as unread, and the tab title counts it.',
  },
  {
    path: '/widget-test',
    title: `Widget test page${suffix}`,
    description: 'A test page running the real widget, for checking how it behaves on an ordinary web page.',
  },
  {
    path: '/widget-embed',
    title: `Embed the widget${suffix}`,
    description: 'Add the CommentFlow widget to your site with one script tag, and see it running live.',
  },
  {
    path: '/docs',
    title: `Documentation${suffix}`,
    description:
      'Get started with CommentFlow: installation for every framework, widget customization, integrations, webhooks and the API.',
  },
  {
    path: '/docs/api',
    title: `API reference${suffix}`,
    description: 'The CommentFlow REST API: every endpoint with its parameters, request body and responses.',
  },
  {
    path: '/integrations',
    title: `Integrations${suffix}`,
    description:
      'Connect CommentFlow to GitHub, GitLab, Jira Cloud, Linear, Trello, Slack and e-mail, and to your own tools through API keys, signed webhooks and MCP.',
  },
  {
    path: '/roadmap',
    title: `Roadmap${suffix}`,
    description: 'See what we are working on, suggest features and vote for the ones you want most.',
  },
  {
    path: '/changelog',
    title: `Changelog${suffix}`,
    description: 'Every new feature, improvement and fix in CommentFlow, newest first.',
  },
  {
    path: '/login',
    title: `Sign in${suffix}`,
    description: 'Sign in to CommentFlow with your e-mail and password or with Google, GitHub, Discord, GitLab or Atlassian.',
  },
  {
    path: '/signup',
    title: `Create your account${suffix}`,
    description: 'Create a free CommentFlow account and start a 14-day trial. No credit card needed.',
  },
  {
    path: '/forgot-password',
    title: `Reset your password${suffix}`,
    description: 'Forgot your password? Enter your e-mail and we will send you a link to choose a new one.',
  },
  {
    path: '/terms-and-conditions',
    title: `Terms and conditions${suffix}`,
    description: 'The terms that apply when you use CommentFlow.',
  },
  {
    path: '/privacy',
    title: `Privacy policy${suffix}`,
    description: 'What personal data CommentFlow collects, why, how long it is kept and your rights.',
  },
  {
    path: '/cookies',
    title: `Cookie policy${suffix}`,
    description: 'The cookies and local storage CommentFlow uses, and how to change your consent.',
  },
  ...DOCS_PAGES.map((page) => ({
    path: `/docs/${page.slug}`,
    title: `${page.mainSiteTitle ?? page.title}${suffix}`,
    description: page.description,
  })),
];

/** The pages of each public shell (host contexts demo, feedback, docs), at the shell's own root. */
export const SHELL_PAGES: Readonly<Record<Shell, readonly PublicPage[]>> = {
  demo: [
    {
      path: '/',
      title: `Live demo${suffix}`,
      description: 'Try the real CommentFlow widget: pin a comment to any element of this page, no account needed.',
    },
    {
      path: '/widget',
      title: `Widget demo${suffix}`,
      description: 'The CommentFlow widget running on a sample page: add comments, reply and resolve them.',
    },
    {
      path: '/customer',
      title: `Customer demo${suffix}`,
      description: 'A sample customer website with the widget installed, the way your clients will see it.',
    },
    {
      path: '/notifications',
      title: `Notifications demo${suffix}`,
      description: 'See how new comments, replies and mentions reach your team as notifications in real time.',
    },
    {
      path: '/animation-test',
      title: `Animation demo${suffix}`,
      description: 'Pin comments on animated and moving elements and watch the markers follow them.',
    },
  ],
  roadmap: [
    {
      path: '/',
      title: `Roadmap${suffix}`,
      description: 'See what we are working on, suggest features and vote for the ones you want most.',
    },
    {
      path: '/changelog',
      title: `Changelog${suffix}`,
      description: 'Every new feature, improvement and fix in CommentFlow, newest first.',
    },
  ],
  docs: [
    {
      path: '/',
      title: `Documentation${suffix}`,
      description: 'Get started with CommentFlow: installation, widget customization, integrations, webhooks and the API.',
    },
    {
      path: '/api-reference',
      title: `API reference${suffix}`,
      description: 'The CommentFlow REST API: every endpoint with its parameters, request body and responses.',
    },
    ...DOCS_PAGES.map((page) => ({ path: `/${page.slug}`, title: `${page.title}${suffix}`, description: page.description })),
  ],
};

/** The page of `path` on the main site (shell null) or in a shell, or null when the path is not a public page. */
export function findPublicPage(path: string, shell: Shell | null = null): PublicPage | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const pages = shell ? SHELL_PAGES[shell] : PUBLIC_PAGES;
  return pages.find((page) => page.path === normalized) ?? null;
}
