import type { Config } from '../config.ts';

export interface PublicRoute {
  method: 'GET' | 'POST' | 'OPTIONS';
  /** The route's URL exactly as registered, prefix included (`/api/tenants/:slug`). */
  url: string;
  /** Why anyone may call it: each entry is a decision, reviewed like one. */
  why: string;
  /** Public only under this configuration (mock auth's sign-in); otherwise sign-in is required. */
  when?: (config: Config) => boolean;
}

/**
 * THE list of routes reachable without signing in. Every other route needs a signed-in caller (401
 * before its handler runs) or declares its own kind of access in its options (`access`, see
 * route-prelude.ts): a route added without either cannot leak to anonymous callers. A GET entry
 * also covers the HEAD route Fastify adds for it.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { method: 'GET', url: '/api/health', why: 'load balancers and uptime checks' },
  { method: 'GET', url: '/api/health/ready', why: 'load balancers: 503 while the database is unreachable' },

  // Signing in: these take credentials, a cookie or a one-time token instead of a bearer.
  { method: 'POST', url: '/api/auth/signup', why: 'creates the account' },
  { method: 'POST', url: '/api/auth/signin', why: 'takes e-mail and password' },
  { method: 'POST', url: '/api/auth/refresh', why: 'the refresh cookie proves the session (a bearer alone never renews)' },
  { method: 'POST', url: '/api/auth/verify', why: 'checks the token in its body' },
  { method: 'POST', url: '/api/auth/logout', why: 'ends the session of the cookie or bearer it gets, if any' },
  { method: 'GET', url: '/api/auth/jwks.json', why: 'public keys that verify ID tokens' },
  { method: 'POST', url: '/api/auth/password-reset', why: 'mails a reset link; answers alike for unknown addresses' },
  { method: 'POST', url: '/api/auth/password-reset/confirm', why: 'the reset token proves the mailbox' },
  { method: 'GET', url: '/api/auth/providers', why: 'the sign-in page lists the OAuth providers' },
  { method: 'GET', url: '/api/auth/:provider/login', why: 'starts an OAuth sign-in' },
  { method: 'GET', url: '/api/auth/:provider/callback', why: 'the provider returns here; state and PKCE prove the flow' },
  {
    method: 'POST',
    url: '/api/auth/login',
    why: 'mock sign-in by e-mail (MOCK_AUTH, never in production)',
    when: (config) => config.mockAuth,
  },
  {
    method: 'POST',
    url: '/api/auth/register',
    why: 'mock register by e-mail and password (MOCK_AUTH); the profile sync sharing the path still needs a bearer',
    when: (config) => config.mockAuth,
  },
  { method: 'GET', url: '/api/join/:token', why: 'the invitation page shows who invites whom before sign-in; the token is the secret' },

  // The public site.
  { method: 'GET', url: '/api/site', why: "the host's context and branding" },
  { method: 'GET', url: '/api/tenants/:slug', why: "a tenant's name for its sign-in page" },
  { method: 'GET', url: '/api/demo', why: "the public demo project's key" },
  { method: 'GET', url: '/api/openapi.json', why: 'the API reference in the docs' },
  { method: 'GET', url: '/api/roadmap/requests', why: 'the public roadmap (a bearer adds "voted by me")' },
  { method: 'GET', url: '/api/roadmap/requests/:id', why: 'the public roadmap (a bearer adds "voted by me")' },
  { method: 'GET', url: '/api/changelog', why: 'the public changelog' },
  { method: 'GET', url: '/api/billing/plans', why: 'the pricing page shows plans, limits and prices to visitors' },

  // Third parties that sign their calls instead of signing in.
  {
    method: 'POST',
    url: '/api/billing/webhook',
    why: "the payment provider's webhook: its X-Signature (HMAC-SHA256 of the raw body) is checked",
  },

  // E-mail: the one-click unsubscribe link of every notification mail (RFC 8058); its signed token is the authority.
  { method: 'GET', url: '/api/mail/unsubscribe', why: 'the page an unsubscribe link opens (it changes nothing)' },
  {
    method: 'POST',
    url: '/api/mail/unsubscribe',
    why: 'RFC 8058 one-click unsubscribe from a mail client; the signed token names what it stops',
  },
  // Integrations: trackers call in, and a ticket's readers open its screenshot.
  {
    method: 'POST',
    url: '/api/integrations/:integrationId/webhook',
    why: "a tracker's event; the provider's signature with the integration's secret is the check",
  },
  {
    method: 'GET',
    url: '/api/integrations/:integrationId/webhook',
    why: 'Trello checks a callback URL with HEAD before it sends to it; answers nothing about the integration',
  },
  {
    method: 'GET',
    url: '/api/shared-screenshots/:commentId',
    why: "a ticket's screenshot for the tracker's readers; the signed, expiring link is the permission",
  },

  // Development mail: registered only outside production (app.ts).
  { method: 'GET', url: '/dev/outbox', why: 'development e-mail outbox page; loopback callers only (dev-outbox.routes.ts)' },
  { method: 'GET', url: '/api/dev/outbox', why: 'development e-mail outbox for tests and tools; loopback callers only' },

  // Files: the widget script any site loads, the web app, crawler files.
  { method: 'GET', url: '/widget.js', why: 'the loader customer sites include' },
  { method: 'GET', url: '/widget/*', why: "the widget's bundles" },
  { method: 'GET', url: '/sitemap.xml', why: 'crawlers' },
  { method: 'GET', url: '/robots.txt', why: 'crawlers' },
  { method: 'GET', url: '/.well-known/jwks.json', why: 'public keys that verify ID tokens' },
  { method: 'GET', url: '/*', why: "the web app's built files" },
];

export function isPublicRoute(config: Config, method: string, url: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return PUBLIC_ROUTES.some((route) => route.method === asked && route.url === url && (route.when?.(config) ?? true));
}
