import { createServer, type Server } from 'node:http';
import { freePort } from './free-port.ts';

export interface HostSite {
  /** The site's origin, on a *.localhost name so it is a different origin from the app. */
  origin: string;
  /** A page of this site holding `snippet` exactly as a customer would paste it. */
  pageUrl(snippet: string, path?: string): string;
  /** The port it listens on, reachable as another origin too (http://127.0.0.1:<port>). */
  port: number;
  close(): Promise<void>;
}

// A customer's site: ordinary content the widget must live beside without touching it. Well made (a
// title and a description), so ARIA's light checks, on by default, find nothing to file here.
const PAGE = (snippet: string, extraHead: string, nonce: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Store</title>
<meta name="description" content="Acme Store sells the spring collection.">
${extraHead}
<style${nonce ? ` nonce="${nonce}"` : ''}>
  body { font-family: Georgia, serif; margin: 0; color: #222; }
  header { background: #123; color: #fff; padding: 24px; }
  main { max-width: 860px; margin: 0 auto; padding: 24px; }
  .card { border: 1px solid #ccc; padding: 16px; margin: 16px 0; }
</style>
</head>
<body>
<header><h1 id="site-title">Acme Store</h1></header>
<main>
  <section class="card" data-testid="hero">
    <h2>Spring collection</h2>
    <p id="hero-copy">Fresh colours for the new season, shipped free over $50.</p>
    <button type="button" id="buy">Buy now</button>
  </section>
  <section class="card" data-testid="newsletter">
    <label>Newsletter <input id="newsletter-email" type="email" placeholder="you@example.com"></label>
  </section>
  <section class="card"><p>Second paragraph of plain content for pins that use text quotes.</p></section>
</main>
${snippet}
</body>
</html>`;

export async function startHostSite(): Promise<HostSite> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const snippet = url.searchParams.get('snippet') ?? '';
    const extraHead = url.searchParams.get('head') ?? '';
    // ?csp= serves the page under that Content-Security-Policy; ?nonce= lets the page's own style in.
    const csp = url.searchParams.get('csp');
    const nonce = url.searchParams.get('nonce') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(csp && { 'content-security-policy': csp }) });
    response.end(PAGE(snippet, extraHead, nonce));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://site.localhost:${port}`;
  return {
    origin,
    port,
    pageUrl: (snippet, path = '/products/spring') => `${origin}${path}?snippet=${encodeURIComponent(snippet)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
