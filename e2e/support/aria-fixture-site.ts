import { createServer, type Server } from 'node:http';
import { freePort } from './free-port.ts';

/** A fixture page: what goes in its head and body, and extra response headers (a CSP, say). */
export interface AriaFixture {
  title?: string | null;
  head?: string;
  body: string;
  headers?: Record<string, string>;
}

// What a well-made page has, so a fixture plants only its own problem: a title, a description, a
// canonical link, one h1, a privacy link and a Content Security Policy that lets the widget in.
const DESCRIPTION = '<meta name="description" content="Acme sells garden tools.">';
const FOOTER = '<footer><a href="/privacy">Privacy policy</a></footer>';

export const ARIA_FIXTURES: Record<string, AriaFixture> = {
  clean: {
    body: `<h1>Acme garden tools</h1>
      <main><h2>Spades</h2><p id="spade">A good spade costs <span class="price">24.00 €</span>.</p>
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
  'uncaught-error': { body: `<h1>Errors</h1><button type="button" id="boom">Go</button><script>document.getElementById('boom').addEventListener('click', () => { throw new TypeError('cart is undefined'); });</script>` },
  'unhandled-rejection': { body: `<h1>Rejections</h1><script>window.addEventListener('load', () => setTimeout(() => Promise.reject(new Error('price service down')), 2500));</script>` },
  'failed-request': { body: `<h1>Requests</h1><script>window.addEventListener('load', () => setTimeout(() => fetch('/api/broken'), 2500));</script>` },
  'broken-image': { body: `<h1>Images</h1><img id="gone" src="/missing.png" alt="A rake">` },
  'bad-value-text': { body: `<h1>Values</h1><p>Delivery: <span id="delivery">undefined</span></p><p id="object">[object Object]</p>` },
  'image-alt': { body: `<h1>Alt</h1><img id="no-alt" src="/pixel.png">` },
  'missing-title': { title: null, body: `<h1>No title</h1>` },
  'missing-meta-description': { head: '', body: `<h1>No description</h1>` },
  'insecure-form-action': { body: `<h1>Forms</h1><form id="signup" action="http://insecure.example/signup" method="post"><button>Sign up</button></form>` },
};

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function page(fixture: AriaFixture, snippet: string): string {
  const title = fixture.title === null ? '' : `<title>${fixture.title ?? 'Acme garden tools'}</title>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${title}${fixture.head ?? DESCRIPTION}</head>
<body>${fixture.body}${FOOTER}${snippet}</body></html>`;
}

export interface AriaFixtureSite {
  origin: string;
  pageUrl(fixture: string, snippet: string): string;
  close(): Promise<void>;
}

/**
 * ARIA's fixture pages on a second origin (as the core loop's host site): /aria/<fixture>?snippet=...
 * plus what they refer to: /pixel.png, a 404 for /missing.png, a 500 for /api/broken.
 */
export async function startAriaFixtureSite(): Promise<AriaFixtureSite> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    if (url.pathname === '/pixel.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL);
    if (url.pathname === '/api/broken') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
    const name = url.pathname.startsWith('/aria/') ? url.pathname.slice(6) : '';
    const fixture = ARIA_FIXTURES[name];
    if (!fixture) return void response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><h1>Not found</h1>');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...fixture.headers });
    response.end(page(fixture, url.searchParams.get('snippet') ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://shop.localhost:${port}`;
  return {
    origin,
    pageUrl: (fixture, snippet) => `${origin}/aria/${fixture}?snippet=${encodeURIComponent(snippet)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
