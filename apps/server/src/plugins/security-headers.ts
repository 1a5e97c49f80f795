import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { ANALYTICS_TAG_ORIGIN } from '@commentflow/shared';
import { PAGE_BOOT_SCRIPT_HASH } from './page-meta.ts';

// GA4 (only with a measurement id and the visitor's consent, apps/web/src/lib/analytics.ts): the tag
// comes from ANALYTICS_TAG_ORIGIN and sends its hits to Google's collection hosts, per Google's CSP guide.
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * Files we hand back as they were uploaded or built (screenshots, export archives): nothing in them
 * runs or loads, even if a browser is sent to them as a page. Sent with nosniff.
 */
export const DOWNLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The protective headers of every answer (one policy, so no page can forget it):
 * - CSP: our own bundles and the analytics tag only, no inline (but the page's boot script, by its hash) or
 *   eval'd script, nothing embeds us (frame-ancestors 'none', and X-Frame-Options DENY for old browsers): the dashboard and the
 *   widget sign-in popup never render inside another site's frame.
 * - nosniff, Referrer-Policy (a reset link's token never leaves in a Referer), HSTS in production.
 * Left out on purpose: Cross-Origin-Opener-Policy would cut the widget sign-in popup off from the
 * customer's page that opened it (it answers through window.opener). Cross-Origin-Resource-Policy
 * stays same-origin, except on the widget scripts, which customers' pages load (static-files.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders(app.config.production);
  // Among the reply's own headers, not set on the raw response: one header set there sends every
  // header of the answer through Node's setHeader, each validated twice (in a comment create's profile,
  // 2.3% of its CPU so, 0.9% this way). A route that hijacks the reply carries them over (mcp.routes.ts).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Helmet's headers, taken once: the policy is the same for every answer, and @fastify/helmet built
 * Helmet's middleware anew on every request (its options parsed, its CSP text joined again), a tenth
 * of the time of a small authenticated answer.
 */
function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(helmetOptions(production))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        // The only inline script: the page's boot script (page-meta.ts).
        'script-src': ["'self'", PAGE_BOOT_SCRIPT_HASH, ANALYTICS_TAG_ORIGIN],
        'script-src-attr': ["'none'"],
        // React's style props are CSSOM writes (never blocked); the widget's shadow roots and a few
        // pages carry <style> elements.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Avatars are any https URL the user gave; screenshots are drawn from blob: and data: URLs.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        // 'self' covers the Socket.IO websocket of this origin.
        'connect-src': ["'self'", ...ANALYTICS_CONNECT],
        ...(production && { 'upgrade-insecure-requests': [] }),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain http (development, tests) HSTS would pin localhost to https.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
  };
}
