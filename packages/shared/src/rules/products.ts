// The product variants (docs/product/overview.md, data.md "Product record"): one typed table that the landing, the
// product pages and the `product` query parameter all read.
import { BRAND } from '../brand.ts';

export type ProductTier = 'professional' | 'free';

export type ProductType =
  'devflow' | 'ecomflow' | 'agencyflow' | 'commentflow' | 'classicflow' | 'checkoutguard' | 'buildersflow' | 'saasflow';

export interface ProductFeature {
  title: string;
  text: string;
}

export interface Product {
  type: ProductType;
  /** docs/product/data.md: the default brand name when absent. */
  name?: string;
  tier: ProductTier;
  /** The product page, or null for the general CommentFlow variant whose page is the landing. */
  path: string | null;
  audience: string;
  headline: string;
  subtitle: string;
  features: readonly ProductFeature[];
}

const PINNED: ProductFeature = {
  title: 'Comments pinned to the element',
  text: 'A comment remembers the element it was left on, the page URL, the viewport and the browser, so nobody asks "where exactly?".',
};
const LIVE: ProductFeature = {
  title: 'Live for the whole team',
  text: 'New comments, replies and status changes appear in every open dashboard the moment they are written.',
};
const ONE_TAG: ProductFeature = {
  title: 'One script tag',
  text: 'Paste the snippet from your project settings into the page. No browser extension, no build step.',
};
const SELF_HOST: ProductFeature = {
  title: 'Open source, self-hostable',
  text: 'Run it on your own server with SQLite or PostgreSQL; your feedback never has to leave your infrastructure.',
};

export const PRODUCTS: readonly Product[] = [
  {
    type: 'devflow',
    name: 'DevFlow',
    tier: 'professional',
    path: '/products/dev-flow',
    audience: 'Developers and QA',
    headline: 'Bug reports that point at the broken element',
    subtitle: 'Testers click the problem, DevFlow records the selector, URL, viewport and browser, and your developers see it live.',
    features: [
      { ...PINNED, title: 'Reproducible reports' },
      {
        title: 'Browser details included',
        text: 'User agent, operating system, language, time zone and viewport travel with every report.',
      },
      {
        title: 'Search and filter',
        text: 'Find a report by text, page or status across every project of the workspace.',
      },
      LIVE,
      {
        title: 'A documented REST API',
        text: 'Every endpoint is in an OpenAPI reference generated from the server code. Scripts and CI call it with scoped API keys, signed webhooks announce every change, and an MCP server lets AI assistants read and triage feedback.',
      },
      SELF_HOST,
    ],
  },
  {
    type: 'ecomflow',
    name: 'EcomFlow',
    tier: 'professional',
    path: '/products/ecom-flow',
    audience: 'Online stores',
    headline: 'Feedback on the pages that make you money',
    subtitle: 'Let shoppers and your team flag broken product pages, confusing carts and failing checkouts before they cost sales.',
    features: [
      {
        title: 'Product, cart and checkout pages',
        text: 'Comments are filed per page URL, so problems on a product page never get mixed up with the checkout.',
      },
      {
        title: 'Guest feedback',
        text: 'Shoppers comment without an account: a name and, if they like, an e-mail address. Guest posting is rate limited.',
      },
      PINNED,
      LIVE,
      {
        title: 'Status for every report',
        text: 'Open, in progress and resolved: see at a glance what is still hurting conversions.',
      },
      ONE_TAG,
    ],
  },
  {
    type: 'agencyflow',
    name: 'AgencyFlow',
    tier: 'professional',
    path: '/products/agency-flow',
    audience: 'Agencies and freelancers',
    headline: 'Client feedback without the e-mail ping-pong',
    subtitle: 'One workspace per client, a branded portal on their own subdomain, and every comment pinned to the page you built.',
    features: [
      {
        title: 'A workspace per client',
        text: 'Each client gets a workspace with its own projects, members and roles: owner, admin, member and client.',
      },
      {
        title: 'Branded client portal',
        text: "Your client signs in at their own subdomain and sees their workspace's name on the sign-in screen.",
      },
      PINNED,
      {
        title: 'Replies and resolution',
        text: 'Discuss each comment in its thread and resolve it when it is done, so the client sees progress.',
      },
      LIVE,
      ONE_TAG,
    ],
  },
  {
    type: 'commentflow',
    tier: 'free',
    path: null,
    audience: 'Product teams',
    headline: BRAND.tagline,
    subtitle: 'Let clients and teammates pin comments on any element of your site, and answer them live from one inbox.',
    features: [ONE_TAG, PINNED, LIVE, SELF_HOST],
  },
  {
    type: 'classicflow',
    name: 'ClassicFlow',
    tier: 'free',
    path: '/products/classic-flow',
    audience: 'Small sites',
    headline: 'Simple comments on any web page',
    subtitle: 'The classic way to collect feedback: one script tag, comments pinned to elements, replies and a resolve button.',
    features: [
      ONE_TAG,
      PINNED,
      {
        title: 'Threads',
        text: 'Reply to a comment right where it was left; everyone on the project sees the whole conversation.',
      },
      {
        title: 'Resolve when done',
        text: 'Resolved comments leave the page but stay in the dashboard history.',
      },
    ],
  },
  {
    type: 'checkoutguard',
    name: 'Checkout Guard',
    tier: 'professional',
    path: '/products/checkout-guard',
    audience: 'Checkout and payment teams',
    headline: 'Catch checkout problems before shoppers give up',
    subtitle: 'A feedback channel placed on every checkout step, with the context your developers need to fix what broke.',
    features: [
      {
        title: 'Reports on every step',
        text: 'Shipping, payment and confirmation pages each collect their own reports, pinned to the failing field or button.',
      },
      {
        title: 'Guest reports',
        text: 'Shoppers report a problem with just their name, without creating an account in the middle of paying.',
      },
      {
        title: 'Browser details included',
        text: 'Browser, operating system and viewport come with each report: most checkout bugs are device specific.',
      },
      LIVE,
    ],
  },
  {
    type: 'buildersflow',
    name: 'BuildersFlow',
    tier: 'free',
    path: '/products/builders-flow',
    audience: 'Sites made with a website builder',
    headline: 'Feedback for Webflow, WordPress and Wix sites',
    subtitle: "Paste one snippet into your builder's custom code setting and collect comments on every page, no plugin needed.",
    features: [
      {
        title: 'Works in custom code blocks',
        text: 'Any builder that lets you add a script to the page head or footer can run the widget.',
      },
      PINNED,
      {
        title: 'Guests welcome',
        text: 'Reviewers comment with just their name; you decide per project whether guests may post.',
      },
      {
        title: 'Allowed origins',
        text: "The widget only answers on the domains you list for the project, so your key can't be reused elsewhere.",
      },
    ],
  },
  {
    type: 'saasflow',
    name: 'SaaSFlow',
    tier: 'professional',
    path: '/products/saas-flow',
    audience: 'SaaS products',
    headline: 'In-app feedback, pinned to the screen your user is on',
    subtitle: 'Signed-in users report bugs and ideas inside your web application, and your team answers them in real time.',
    features: [
      {
        title: 'Inside your app',
        text: 'The widget lives in its own shadow root, so it never clashes with your styles or breaks your page.',
      },
      PINNED,
      LIVE,
      {
        title: 'Team roles',
        text: 'Owners and admins manage projects; members triage and answer; clients see and discuss their own feedback.',
      },
      {
        title: 'A documented REST API',
        text: 'The dashboard runs on the same API, described in an OpenAPI reference. API keys, signed webhooks and an MCP server bring feedback into your own tools.',
      },
      SELF_HOST,
    ],
  },
];

/** The values of the `product` query parameter (docs/product/overview.md). */
export const PRODUCT_PARAM_VALUES: readonly ProductType[] = ['devflow', 'ecomflow', 'agencyflow', 'commentflow', 'classicflow'];

export const DEFAULT_PRODUCT: ProductType = 'devflow';

export function productName(product: Product): string {
  return product.name ?? BRAND.name;
}

export function findProduct(type: ProductType): Product {
  const product = PRODUCTS.find((candidate) => candidate.type === type);
  if (!product) throw new Error(`Unknown product ${type}`);
  return product;
}

/** The variant a `product` parameter asks for, or null when it names none. */
export function parseProductParam(value: string | null): ProductType | null {
  const normalized = value?.trim().toLowerCase() ?? '';
  return PRODUCT_PARAM_VALUES.find((type) => type === normalized) ?? null;
}
