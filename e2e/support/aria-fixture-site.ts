import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A fixture page: its body, and what it leaves out of a well-made page (`head: ''` drops the
 * description and canonical link; `csp: false` the Content Security Policy header; `privacy: false`
 * the privacy link), or how long its server takes to answer.
 */
export interface AriaFixture {
  title?: string | null;
  head?: string;
  body: string;
  csp?: false;
  privacy?: false;
  delayMs?: number;
}

// What a well-made page has, so a fixture plants only its own problem: a title, a description, a
// canonical link, one h1, a privacy link and a Content Security Policy (one that lets the widget in).
const HEAD = '<meta name="description" content="Acme sells garden tools."><link rel="canonical" href="/aria/clean">';
const FOOTER = '<footer><a href="/privacy">Privacy policy</a></footer>';
const CSP = "frame-ancestors 'self'";

export const ARIA_FIXTURES: Record<string, AriaFixture> = {
  clean: {
    body: `<main><h1>Acme garden tools</h1><h2>Spades</h2><p id="spade">A good spade costs <span class="price">24.00 €</span>.</p>
      <img src="/pixel.png" alt="A spade" width="10" height="10">
      <form action="/subscribe" method="post"><label>E-mail <input name="email" type="email"></label><button type="submit">Subscribe</button></form>
      <a href="/about">About Acme</a></main>`,
  },
  // The user-level page: a JavaScript error (on Buy), a NaN price and an image without alt.
  shop: {
    body: `<h1>Acme garden tools</h1>
      <main><p>Spade: <span id="price">NaN €</span></p>
      <img id="hero" src="/pixel.png" width="40" height="40">
      <button type="button" id="buy">Buy</button></main>
      <script>document.getElementById('buy').addEventListener('click', () => { const cart = undefined; cart.add('spade'); });</script>`,
  },
  'uncaught-error': {
    body: `<h1>Errors</h1><button type="button" id="boom">Go</button><script>document.getElementById('boom').addEventListener('click', () => { throw new TypeError('cart is undefined'); });</script>`,
  },
  'unhandled-rejection': {
    body: `<h1>Rejections</h1><script>window.addEventListener('load', () => setTimeout(() => Promise.reject(new Error('price service down')), 2500));</script>`,
  },
  'failed-request': {
    body: `<h1>Requests</h1><script>window.addEventListener('load', () => setTimeout(() => fetch('/api/broken'), 2500));</script>`,
  },
  'broken-image': { body: `<h1>Images</h1><img id="gone" src="/missing.png" alt="A rake">` },
  'bad-value-text': { body: `<h1>Values</h1><p>Delivery: <span id="delivery">undefined</span></p><p id="object">[object Object]</p>` },
  'image-alt': { body: `<h1>Alt</h1><img id="no-alt" src="/pixel.png">` },
  'missing-title': { title: null, body: `<h1>No title</h1>` },
  'missing-meta-description': { head: '<link rel="canonical" href="/aria/clean">', body: `<h1>No description</h1>` },
  // Served over https (startAriaFixtureSite({ https: true })): both are only problems on a secure page.
  'insecure-form-action': {
    body: `<h1>Forms</h1><form id="signup" action="http://insecure.example/signup" method="post"><button>Sign up</button></form>`,
  },
  'mixed-content': {
    body: `<main><h1>Mixed content</h1><img id="http-image" src="http://insecure.example/pixel.png" alt="A rake" width="10" height="10"></main>`,
  },

  // One page per detector of the full scan, each with its planted problems.
  accessibility: {
    body: `<main><h1>Accessibility</h1><button type="button" id="icon-only" onclick="void 0"></button><p style="color:#bbb;background:#fff" id="faint">Faint text</p></main>`,
  },
  performance: { delayMs: 2_000, body: `<main><h1>Slow server</h1><p>This page took two seconds to start.</p></main>` },
  seo: {
    head: '<meta name="description" content="SEO problems."><meta name="robots" content="noindex"><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Product", "name": }</script>',
    body: `<main><h1>SEO</h1><h3 id="skipped">Skipped a level</h3><a href="/about" id="vague">click here</a></main>`,
  },
  security: {
    csp: false,
    body: `<main><h1>Security</h1><a href="https://example.com/" target="_blank" id="blank">Partner</a><button type="button" id="inline" onclick="void 0">Inline</button><div data-config="AKIAIOSFODNN7EXAMPLE"></div></main>`,
  },
  'dead-code': {
    head: `${HEAD}<style>.never-used-anywhere { color: red; } main { margin: 0; }</style>`,
    body: `<main><h1>Dead code</h1></main>`,
  },
  'business-logic': {
    body: `<main><h1>Business logic</h1><a href="/no-such-offer" id="dead">Old offer</a><button type="button" id="inert">Add to wishlist</button><form id="inert-form"><label>Search <input name="q"></label></form></main>`,
  },
  checkout: {
    body: `<main><h1>Checkout</h1><p>Total 24.00 €</p><button type="button" id="place-order" disabled>Place order</button></main>`,
  },
  compliance: {
    privacy: false,
    head: `${HEAD}<script src="https://www.googletagmanager.com/gtag/js?id=G-FIXTURE"></script><script>document.cookie = '_ga=GA1.1.123.456; path=/';</script>`,
    body: `<main><h1>Compliance</h1></main>`,
  },
  'real-time': {
    body: `<main><h1>Live</h1></main><script>window.addEventListener('load', () => setTimeout(() => {
      new WebSocket('ws://127.0.0.1:9/live');
      for (let n = 0; n < 3; n++) setTimeout(() => fetch('/api/broken'), n * 100);
    }, 2500));</script>`,
  },
  'data-integrity': {
    body: `<main><h1>Orders</h1>
      <table><thead><tr><th>Item</th><th>Price</th></tr></thead>
      <tbody><tr><td>Spade</td><td>24.00</td></tr><tr><td>Rake</td><td>18.50</td></tr></tbody>
      <tfoot><tr><td>Total</td><td data-total id="total">52.50</td></tr></tfoot></table>
      <p>Hoe: <span class="price" id="hoe-price">NaN €</span></p>
      <p id="twice">One</p><p id="twice">Two</p></main>`,
  },
};

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function page(fixture: AriaFixture, snippet: string): string {
  const title = fixture.title === null ? '' : `<title>${fixture.title ?? 'Acme garden tools'}</title>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${title}${fixture.head ?? HEAD}</head>
<body>${fixture.body}${fixture.privacy === false ? '' : FOOTER}${snippet}</body></html>`;
}

export interface AriaFixtureSite {
  origin: string;
  pageUrl(fixture: string, snippet: string): string;
  close(): Promise<void>;
}

/**
 * ARIA's fixture pages on a second origin (as the core loop's host site): /aria/<fixture>?snippet=...
 * plus what they refer to: /pixel.png, /about and /privacy, a 500 for /api/broken, and a 404 for
 * anything else (/missing.png, /no-such-offer). With `https`, over TLS with a self-signed certificate
 * made for the run by the openssl command (the browser context ignores HTTPS errors).
 */
export async function startAriaFixtureSite(options: { https?: boolean } = {}): Promise<AriaFixtureSite> {
  const port = await freePort();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    if (url.pathname === '/pixel.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL);
    if (url.pathname === '/api/broken') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
    if (url.pathname === '/about' || url.pathname === '/privacy')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Acme</title><h1>Acme</h1>');
    const name = url.pathname.startsWith('/aria/') ? url.pathname.slice(6) : '';
    const fixture = ARIA_FIXTURES[name];
    if (!fixture)
      return void response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><h1>Not found</h1>');
    const send = () => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(fixture.csp === false ? {} : { 'content-security-policy': CSP }),
      });
      response.end(page(fixture, url.searchParams.get('snippet') ?? ''));
    };
    if (fixture.delayMs) setTimeout(send, fixture.delayMs);
    else send();
  };
  const server: Server = options.https ? createHttpsServer(selfSignedCertificate(), handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `${options.https ? 'https' : 'http'}://shop.localhost:${port}`;
  return {
    origin,
    pageUrl: (fixture, snippet) => `${origin}/aria/${fixture}?snippet=${encodeURIComponent(snippet)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A throwaway key and certificate for shop.localhost, made by openssl in a temporary directory. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'aria-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=shop.localhost',
        '-addext',
        'subjectAltName=DNS:shop.localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
