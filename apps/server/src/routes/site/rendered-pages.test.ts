import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, PRERENDERED, type PageData } from '@commentflow/shared';
import { setInstanceAdmin } from '../../services/set-instance-admin.ts';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { rootOf, textOf } from '../../test/page-text.ts';
import { getWithHost } from './host-request.ts';

// The public pages arrive with their content in the HTML (docs/adr/018-prerendered-public-pages.md),
// read here as a crawler reads them: over HTTP, without running a script. The roadmap, the changelog
// and the API reference are this instance's own, rendered by the server with its data; the others
// are the build's. So this test needs the web build (`npm run build`), as users run the server.

const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

let t: TestApp;
let admin: SignedUpUser;
let member: SignedUpUser;
beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, '../dist-ssr/render-page.js'))) throw new Error('The web app is not built: run npm run build first');
  t = await startTestApp({ webDistDir: WEB_DIST });
  admin = await signUpUser(t.baseUrl, { displayName: 'Ada Admin' });
  expect(await setInstanceAdmin(t.app.db, admin.email, true)).toBe(true);
  member = await signUpUser(t.baseUrl, { displayName: 'Mo Member' });
});
afterAll(() => t?.close());

interface Served {
  /** The text a reader sees in the page's markup, the data for hydration left out. */
  text: string;
  html: string;
  pageData: PageData | null;
}

async function serve(path: string, host = 'localhost'): Promise<Served> {
  const response = await getWithHost(t.baseUrl, path, host);
  expect(response.status, `${host}${path}`).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const html = response.text;
  const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const text = textOf(rootOf(html));
  return { text, html, pageData: data ? (JSON.parse(data) as PageData) : null };
}

describe('the roadmap, from this instance', () => {
  it('arrives with its requests in the HTML, a new one as soon as it is suggested, on the main site and the feedback. host', async () => {
    const before = await serve('/roadmap');
    expect(before.text).toContain('Roadmap');
    expect(before.text).toContain('Suggest features and vote for the ones you want most.');
    expect(before.text).not.toContain('Pin comments on the shadow DOM of web components');

    const created = await call(t.baseUrl, 'POST', '/api/roadmap/requests', {
      token: member.token,
      body: { title: 'Pin comments on the shadow DOM of web components', body: 'Our design system is all custom elements.' },
    });
    expect(created.status).toBe(201);

    for (const [host, path] of [
      ['localhost', '/roadmap'],
      ['feedback.localhost', '/'],
    ] as const) {
      const page = await serve(path, host);
      expect(page.text, host).toContain('Pin comments on the shadow DOM of web components');
      expect(page.text, host).toContain('Our design system is all custom elements.');
      expect(page.text, host).toContain('Mo Member');
      expect(page.text, host).toContain('Under review');
      // The browser hydrates with the very data the HTML was drawn from: the API's answer to a signed-out visitor.
      const api = await call(t.baseUrl, 'GET', '/api/roadmap/requests?sort=top');
      expect(page.pageData).toEqual({ kind: 'roadmap', body: api.body });
    }
  });

  it('shows a vote as soon as it is cast', async () => {
    const created = await call(t.baseUrl, 'POST', '/api/roadmap/requests', {
      token: member.token,
      body: { title: 'Export the roadmap as CSV' },
    });
    const id: string = created.body.request.id;
    const count = (page: Served) =>
      (page.pageData?.body as { requests: { id: string; voteCount: number }[] }).requests.find((r) => r.id === id)?.voteCount;
    const before = count(await serve('/roadmap'));
    expect((await call(t.baseUrl, 'POST', `/api/roadmap/requests/${id}/vote`, { token: admin.token })).status).toBe(200);
    expect(count(await serve('/roadmap'))).toBe((before ?? 0) + 1);
  });
});

describe('the changelog, from this instance', () => {
  it('arrives with its entries in the HTML, an entry an admin publishes included, on the main site and the feedback. host', async () => {
    const before = await serve('/changelog');
    expect(before.text).toContain('Changelog');
    expect(before.text).not.toContain('Pins follow sticky headers');

    const published = await call(t.baseUrl, 'POST', '/api/changelog', {
      token: admin.token,
      body: { title: 'Pins follow sticky headers', markdown: 'A pin on a **sticky header** stays on it while the page scrolls.' },
    });
    expect(published.status).toBe(201);

    for (const [host, path] of [
      ['localhost', '/changelog'],
      ['feedback.localhost', '/changelog'],
    ] as const) {
      const page = await serve(path, host);
      expect(page.text, host).toContain('Pins follow sticky headers');
      expect(page.html, host).toContain('<strong>sticky header</strong>');
      // Its date, in UTC until the visitor's browser words it in their own time zone.
      const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(published.body.entry.publishedAt),
      );
      expect(page.text, host).toContain(date);
      expect(page.pageData?.kind).toBe('changelog');
    }
  });
});

describe('the API reference, from this server', () => {
  it('arrives with every endpoint of its OpenAPI document in the HTML, on the main site and the docs. host', async () => {
    const openapi = await call(t.baseUrl, 'GET', '/api/openapi.json');
    for (const [host, path] of [
      ['localhost', '/docs/api'],
      ['docs.localhost', '/api-reference'],
    ] as const) {
      const page = await serve(path, host);
      expect(page.text, host).toContain('API reference');
      expect(page.text, host).toContain('/api/roadmap/requests/{id}/vote');
      expect(page.text, host).toContain('/api/workspaces/{workspaceId}/projects');
      // The curl lines name the main site's address (no address configured: the host without "docs."), not the docs host's.
      expect(page.text, host).toContain('curl -X POST -H "Authorization: Bearer $CF_API_KEY" "http://localhost/api/mcp"');
      expect(page.pageData, host).toEqual({ kind: 'apiReference', body: openapi.body });
    }
    // A first render of every endpoint takes seconds on a loaded test machine; later visitors get it kept.
  }, 90_000);
});

describe('the pages every instance shares', () => {
  it('arrive prerendered by the build, on the main site and the docs. host, with links that lead back to the main site', async () => {
    expect(PRERENDERED.filter(({ shell }) => shell === 'docs').map(({ page }) => page.path)).toContain('/installation');
    for (const { shell, page } of PRERENDERED) {
      const served = await serve(page.path, shell === 'docs' ? 'docs.localhost' : 'localhost');
      expect(served.html, `${shell} ${page.path}`).toMatch(/<h1[^>]*>/);
      expect(served.text.length, `${shell} ${page.path}`).toBeGreaterThan(200);
      expect(served.pageData).toBeNull();
      expect(served.html).not.toContain('prerendered-site.invalid');
    }
    const installation = await serve('/installation', 'docs.localhost');
    expect(installation.text).toContain('The widget is one script tag.');
    // No address was configured: the docs host's pages name the main site, the host without "docs.".
    expect(installation.html).toContain('href="http://localhost/privacy"');
  });
});
