// ARIA's facts in one place (docs/product/overview.md, data.md, limits.md; docs/product/aria.md): its detectors, severities, the
// rules it knows with their plain-words title, default severity and fix hint, and the profile
// defaults per product variant. The widget imports only the rule ids it sends (no zod here), the
// server files what it receives through this table, the dashboard names rules from it.

/** docs/product/overview.md's nine detections plus runtime errors (uncaught errors, failed requests), which pinErrors is about. */
export const ARIA_DETECTORS = [
  'errors',
  'accessibility',
  'performance',
  'security',
  'seo',
  'dead-code',
  'business-logic',
  'compliance',
  'real-time',
  'data-integrity',
] as const;
export type AriaDetectorName = (typeof ARIA_DETECTORS)[number];

/** Most severe first (axe-core's impact levels, which the other detectors follow). */
export const ARIA_SEVERITIES = ['critical', 'serious', 'moderate', 'minor'] as const;
export type AriaSeverityLevel = (typeof ARIA_SEVERITIES)[number];

export const ARIA_THRESHOLDS = ['all', 'critical'] as const;
export type AriaThresholdName = (typeof ARIA_THRESHOLDS)[number];

/** Workspace product variants (docs/product/overview.md#product-variants), DevFlow by default. */
export const PRODUCT_VARIANTS = ['devflow', 'ecomflow', 'agencyflow', 'classicflow', 'commentflow'] as const;
export type ProductVariantName = (typeof PRODUCT_VARIANTS)[number];
export const DEFAULT_PRODUCT_VARIANT: ProductVariantName = 'devflow';

/** The workspace variant of a product the visitor chose on the public site; none for the other product pages. */
export function workspaceVariantOf(product: string | null): ProductVariantName | undefined {
  return PRODUCT_VARIANTS.find((variant) => variant === product);
}

export interface AriaRuleFacts {
  detector: AriaDetectorName;
  severity: AriaSeverityLevel;
  /** What is wrong, in plain words: the first line of ARIA's comment. */
  title: string;
  fixHint: string;
  /** Run in every visitor's browser; visitors may report only these (docs/product/aria.md#trust: untrusted input). */
  light?: true;
}

/**
 * The rules ARIA's own checks report. Accessibility findings come from axe-core, whose rule ids,
 * impacts and help texts travel with each finding of a member's full scan instead.
 */
export const ARIA_RULES = {
  'uncaught-error': {
    detector: 'errors',
    severity: 'serious',
    light: true,
    title: 'A JavaScript error was not caught',
    fixHint: 'Open the browser console on this page, find the first frame of the stack and handle the error there (or fix its cause).',
  },
  'unhandled-rejection': {
    detector: 'errors',
    severity: 'serious',
    light: true,
    title: 'A promise was rejected and nothing handled it',
    fixHint: 'Add a .catch() (or try/await) where this promise is created, and show the visitor what went wrong.',
  },
  'failed-request': {
    detector: 'errors',
    severity: 'serious',
    light: true,
    title: 'A request of this page failed',
    fixHint: 'Check the URL and the server behind it; a request the page needs must answer 2xx.',
  },
  'broken-image': {
    detector: 'errors',
    severity: 'moderate',
    light: true,
    title: 'An image does not load',
    fixHint: 'Fix the image URL (or upload the missing file), or remove the image.',
  },
  'bad-value-text': {
    detector: 'data-integrity',
    severity: 'serious',
    light: true,
    title: 'A placeholder value is shown to visitors',
    fixHint:
      'A value was missing or not converted to text before display: check the data and format it (or hide the field) when it is empty.',
  },
  'image-alt': {
    detector: 'accessibility',
    severity: 'serious',
    light: true,
    title: 'An image has no text alternative',
    fixHint: 'Give the image an alt attribute describing it, or alt="" when it is only decoration.',
  },
  'missing-title': {
    detector: 'seo',
    severity: 'serious',
    light: true,
    title: 'The page has no title',
    fixHint: 'Add a <title> naming the page: search results and browser tabs show it.',
  },
  'missing-meta-description': {
    detector: 'seo',
    severity: 'moderate',
    light: true,
    title: 'The page has no meta description',
    fixHint: 'Add <meta name="description" content="..."> with one or two sentences about the page.',
  },
  'insecure-form-action': {
    detector: 'security',
    severity: 'critical',
    light: true,
    title: 'A form on a secure page sends its data over plain http',
    fixHint: 'Point the form action at an https:// URL, so what visitors type is encrypted.',
  },
  'web-vital-lcp': {
    detector: 'performance',
    severity: 'serious',
    title: 'The main content appears late (Largest Contentful Paint)',
    fixHint: 'Make the largest element arrive sooner: compress or preload it, and avoid render-blocking scripts before it.',
  },
  'web-vital-cls': {
    detector: 'performance',
    severity: 'moderate',
    title: 'The layout shifts while the page loads (Cumulative Layout Shift)',
    fixHint: 'Reserve room for images, embeds and late content (width and height, or aspect-ratio).',
  },
  'web-vital-inp': {
    detector: 'performance',
    severity: 'serious',
    title: 'The page reacts slowly to input (Interaction to Next Paint)',
    fixHint: 'Shorten the work done on click or key press: split long tasks and defer what is not needed for the next frame.',
  },
  'web-vital-fcp': {
    detector: 'performance',
    severity: 'moderate',
    title: 'The first content appears late (First Contentful Paint)',
    fixHint: 'Cut render-blocking CSS and scripts and serve the HTML faster.',
  },
  'web-vital-ttfb': {
    detector: 'performance',
    severity: 'moderate',
    title: 'The server answers slowly (Time to First Byte)',
    fixHint: 'Cache the page or speed up what the server does before it answers.',
  },
  'heading-order': {
    detector: 'seo',
    severity: 'moderate',
    title: 'Headings skip a level',
    fixHint: 'Use heading levels in order (h1, then h2, then h3) so the outline makes sense.',
  },
  'missing-h1': {
    detector: 'seo',
    severity: 'moderate',
    title: 'The page has no main heading (h1)',
    fixHint: 'Give the page exactly one h1 that says what it is about.',
  },
  'missing-canonical': {
    detector: 'seo',
    severity: 'minor',
    title: 'The page has no canonical link',
    fixHint: 'Add <link rel="canonical" href="..."> with the page\'s preferred URL.',
  },
  'robots-noindex': {
    detector: 'seo',
    severity: 'serious',
    title: 'Search engines are told not to index this page',
    fixHint: 'Remove noindex from the robots meta tag if this page should be found.',
  },
  'vague-link-text': {
    detector: 'seo',
    severity: 'minor',
    title: 'A link says nothing about where it goes',
    fixHint: 'Replace "click here" or "read more" with words naming the destination.',
  },
  'invalid-json-ld': {
    detector: 'seo',
    severity: 'serious',
    title: 'Structured data (JSON-LD) is not valid',
    fixHint: 'Fix the JSON in the application/ld+json script: it must parse and name an @context and @type.',
  },
  'mixed-content': {
    detector: 'security',
    severity: 'serious',
    title: 'A secure page loads something over plain http',
    fixHint: 'Load the resource over https://.',
  },
  'target-blank-noopener': {
    detector: 'security',
    severity: 'moderate',
    title: 'A link opens a new tab without rel="noopener"',
    fixHint: 'Add rel="noopener noreferrer" to links with target="_blank".',
  },
  'inline-handler': {
    detector: 'security',
    severity: 'minor',
    title: 'An element uses an inline event handler',
    fixHint: 'Attach the handler from a script (addEventListener), so a Content Security Policy can forbid inline code.',
  },
  'exposed-secret': {
    detector: 'security',
    severity: 'critical',
    title: 'A secret key or token is visible in the page',
    fixHint: 'Remove the secret from the page, revoke it, and keep it on the server.',
  },
  'missing-csp': {
    detector: 'security',
    severity: 'moderate',
    title: 'The page has no Content Security Policy',
    fixHint: 'Send a Content-Security-Policy header (or meta tag) limiting where scripts may come from.',
  },
  'unused-css': {
    detector: 'dead-code',
    severity: 'minor',
    title: 'CSS rules match nothing on this page',
    fixHint: 'Remove the rules if no page uses them, or split the stylesheet per page.',
  },
  'dead-link': {
    detector: 'business-logic',
    severity: 'serious',
    title: 'A link leads to a page that does not exist',
    fixHint: "Fix the link's address or remove the link.",
  },
  'inert-button': {
    detector: 'business-logic',
    severity: 'serious',
    title: 'A button does nothing',
    fixHint: 'Give the button a click handler, put it in a form, or remove it.',
  },
  'inert-form': {
    detector: 'business-logic',
    severity: 'serious',
    title: 'A form has no way to be sent',
    fixHint: 'Give the form an action or a submit handler, and a submit button.',
  },
  'checkout-button-missing': {
    detector: 'business-logic',
    severity: 'critical',
    title: 'The checkout page has no usable checkout button',
    fixHint: 'Make sure the checkout button is present and enabled once the cart is valid.',
  },
  'tracker-before-consent': {
    detector: 'compliance',
    severity: 'critical',
    title: 'A tracker runs before the visitor consented',
    fixHint: 'Load analytics and marketing tags only after the visitor accepted them in the cookie banner.',
  },
  'missing-privacy-link': {
    detector: 'compliance',
    severity: 'moderate',
    title: 'The page has no link to a privacy policy',
    fixHint: 'Link the privacy policy from every page, usually in the footer.',
  },
  'socket-error': {
    detector: 'real-time',
    severity: 'serious',
    light: true,
    title: 'A live connection (WebSocket) failed',
    fixHint: 'Check the socket server and the address the page connects to.',
  },
  'polling-error': {
    detector: 'real-time',
    severity: 'serious',
    light: true,
    title: 'Live updates by polling keep failing',
    fixHint: 'Check the endpoint the page polls; it answers errors repeatedly.',
  },
  'table-total-mismatch': {
    detector: 'data-integrity',
    severity: 'critical',
    title: "A table's total does not add up",
    fixHint: 'Recompute the total from the rows shown (or show the rows the total counts).',
  },
  'nan-price': {
    detector: 'data-integrity',
    severity: 'critical',
    title: 'A price is shown as NaN',
    fixHint: 'The price was not a number when it was formatted: check the product data and the price formatting.',
  },
  'duplicate-id': {
    detector: 'data-integrity',
    severity: 'moderate',
    title: 'Several elements share one id',
    fixHint: 'Give each element a unique id; scripts and labels find only the first.',
  },
} as const satisfies Record<string, AriaRuleFacts>;
export type AriaRuleId = keyof typeof ARIA_RULES;

export function ariaRule(rule: string): AriaRuleFacts | undefined {
  return Object.hasOwn(ARIA_RULES, rule) ? (ARIA_RULES as Record<string, AriaRuleFacts>)[rule] : undefined;
}

/** Whether a finding of this severity is filed under the profile's threshold. */
export function passesThreshold(severity: AriaSeverityLevel, threshold: AriaThresholdName): boolean {
  return threshold === 'all' || severity === 'critical';
}

/** Health of a page from its open findings: 100 minus a weight per severity, never below 0. */
export const SEVERITY_WEIGHT: Record<AriaSeverityLevel, number> = { critical: 25, serious: 10, moderate: 4, minor: 1 };
export function healthScore(openBySeverity: Partial<Record<AriaSeverityLevel, number>>): number {
  const lost = ARIA_SEVERITIES.reduce((sum, severity) => sum + (openBySeverity[severity] ?? 0) * SEVERITY_WEIGHT[severity], 0);
  return Math.max(0, 100 - lost);
}

/**
 * The page a finding belongs to, as a pattern: origin and path, without query or fragment, with
 * segments that look like ids (numbers, UUIDs, long hex) as `:id`, so /orders/1 and /orders/2 share
 * findings (the fingerprint's "page pattern").
 */
export function pagePattern(pageUrl: string): string {
  const url = new URL(pageUrl);
  const path = url.pathname
    .split('/')
    .map((segment) =>
      /^\d+$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^[0-9a-f]{16,}$/i.test(segment) ? ':id' : segment,
    )
    .join('/');
  return `${url.origin}${path.length > 1 ? path.replace(/\/$/, '') : '/'}`;
}
