import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, SHELL_PAGES } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { getWithHost } from './host-request.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Visual feedback and collaboration platform" />
    <title>CommentFlow</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(join(tmpdir(), 'cf-web-'));
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  t = await startTestApp({ webDistDir, gaMeasurementId: 'G-TEST123' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const siteFor = async (host: string) => {
  const res = await getWithHost(t.baseUrl, '/api/site', host);
  expect(res.status).toBe(200);
  return JSON.parse(res.text);
};

describe('GET /api/openapi.json', () => {
  it('documents every API route with the schemas of its zod contract', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe('CommentFlow API');
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/auth/signup',
      '/api/workspaces/{workspaceId}/projects',
      '/api/widget/{key}/comments',
      '/api/site',
      '/api/tenants/{slug}',
      '/api/demo',
      '/api/roadmap/requests',
      '/api/roadmap/requests/{id}/vote',
      '/api/changelog',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain('/api/openapi.json');

    const submit = res.body.paths['/api/roadmap/requests'].post;
    const body = submit.requestBody.content['application/json'].schema;
    expect(body.properties.title).toMatchObject({ type: 'string', minLength: 3, maxLength: 120 });
    expect(body.additionalProperties).toBe(false);
    expect(submit.responses['201'].content['application/json'].schema.properties.request.required).toContain('votedByMe');
    const list = res.body.paths['/api/roadmap/requests'].get;
    const status = list.parameters.find((p: { name: string }) => p.name === 'status');
    expect(status.schema.enum).toEqual(['under_review', 'planned', 'in_progress', 'done']);
  });
});

describe('GET /api/site', () => {
  it('has no context on localhost and passes the analytics id', async () => {
    expect(await siteFor('localhost:3000')).toEqual({ context: { kind: 'none' }, tenant: null, analyticsId: 'G-TEST123' });
    expect(await siteFor('127.0.0.1:3000')).toMatchObject({ context: { kind: 'none' }, tenant: null });
  });

  it('names the shell of docs, demo and feedback hosts', async () => {
    expect((await siteFor('docs.localhost:3000')).context).toEqual({ kind: 'shell', shell: 'docs' });
    expect((await siteFor('demo.localhost:3000')).context).toEqual({ kind: 'shell', shell: 'demo' });
    expect((await siteFor('feedback.example.com')).context).toEqual({ kind: 'shell', shell: 'roadmap' });
  });

  it('sends redirect hosts to their product page', async () => {
    expect(await siteFor('checkout.localhost:3000')).toMatchObject({
      context: { kind: 'redirect', to: '/products/ecom-flow' },
      tenant: null,
    });
  });

  it('brands a tenant host whose workspace exists, and says so when it does not', async () => {
    const owner = await signUpUser(t.baseUrl);
    const slug = `acme-${Date.now()}`;
    const renamed = await call(t.baseUrl, 'PATCH', `/api/workspaces/${owner.workspaceId}`, {
      token: owner.token,
      body: { name: 'Acme Studio', slug },
    });
    expect(renamed.status).toBe(200);
    expect(await siteFor(`${slug}.localhost:3000`)).toEqual({
      context: { kind: 'tenant', slug },
      tenant: { slug, name: 'Acme Studio', logoUrl: null },
      analyticsId: 'G-TEST123',
    });
    expect(await siteFor('nobody-here.localhost:3000')).toEqual({
      context: { kind: 'tenant', slug: 'nobody-here' },
      tenant: null,
      analyticsId: 'G-TEST123',
    });
  });
});

describe('GET /api/tenants/:slug', () => {
  it('answers only the public branding of an existing workspace', async () => {
    const owner = await signUpUser(t.baseUrl);
    const slug = `globex-${Date.now()}`;
    await call(t.baseUrl, 'PATCH', `/api/workspaces/${owner.workspaceId}`, { token: owner.token, body: { name: 'Globex', slug } });
    const res = await call(t.baseUrl, 'GET', `/api/tenants/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tenant: { slug, name: 'Globex', logoUrl: null } });
  });

  it('answers 404 not-found for an unknown slug', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/tenants/no-such-workspace');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not-found');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page of the main site with absolute URLs from the request origin', async () => {
    const res = await getWithHost(t.baseUrl, '/sitemap.xml', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((page) => `http://localhost:3000${page.path}`));
    expect(locs).toContain('http://localhost:3000/products/dev-flow');
    expect(locs).toContain('http://localhost:3000/roadmap');
  });

  it('lists a shell host its own pages', async () => {
    const res = await getWithHost(t.baseUrl, '/sitemap.xml', 'docs.localhost:3000');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SHELL_PAGES.docs.map((page) => `http://docs.localhost:3000${page.path}`));
  });

  it('points crawlers at the sitemap, keeps them out of the app and API, and out of tenant portals', async () => {
    const main = await getWithHost(t.baseUrl, '/robots.txt', 'localhost:3000');
    expect(main.status).toBe(200);
    expect(main.headers['content-type']).toContain('text/plain');
    expect(main.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(main.text).toContain('Disallow: /client');
    expect(main.text).toContain('Disallow: /api/');
    const tenant = await getWithHost(t.baseUrl, '/robots.txt', 'acme.localhost:3000');
    expect(tenant.text).toBe('User-agent: *\nDisallow: /\n');
  });

  it('uses PUBLIC_URL for the main site when it is configured', async () => {
    const configured = await startTestApp({ webDistDir, publicUrl: 'https://commentflow.example.com' });
    try {
      const res = await getWithHost(configured.baseUrl, '/sitemap.xml', 'internal:8080');
      expect(res.text).toContain('<loc>https://commentflow.example.com/premium</loc>');
    } finally {
      await configured.close();
    }
  });
});

describe('history fallback', () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

  it("puts a known page's title and description into index.html", async () => {
    const premium = PUBLIC_PAGES.find((page) => page.path === '/premium')!;
    const res = await getWithHost(t.baseUrl, '/premium', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(titleOf(res.text)).toBe('Plans and pricing | CommentFlow');
    expect(descriptionOf(res.text)).toBe(premium.description.replace(/'/g, '&#39;'));
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text.match(/name="description"/g)).toHaveLength(1);
    expect(res.text).not.toContain('commentflow-context');
  });

  it("uses a shell's own page table on a shell host", async () => {
    const res = await getWithHost(t.baseUrl, '/getting-started', 'docs.localhost:3000');
    expect(titleOf(res.text)).toBe('Getting started | CommentFlow');
    const root = await getWithHost(t.baseUrl, '/', 'feedback.localhost:3000');
    expect(titleOf(root.text)).toBe('Roadmap | CommentFlow');
  });

  it('leaves unknown paths with the default title', async () => {
    const res = await getWithHost(t.baseUrl, '/client/dashboard', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('CommentFlow');
  });

  it('answers an address no file can have with 404 and the API error body, not a server error', async () => {
    for (const path of ['/%00', `/client/${'a/'.repeat(3000)}`, `/${'a'.repeat(300)}.js`]) {
      const res = await getWithHost(t.baseUrl, path, 'localhost:3000');
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ error: 'not-found', message: 'There is no page at this address' });
    }
  });

  it('names APP_CONTEXT in a meta tag when it is configured', async () => {
    const docsOnly = await startTestApp({ webDistDir, appContext: 'docs' });
    try {
      const res = await getWithHost(docsOnly.baseUrl, '/webhooks', 'help.example.com');
      expect(res.text).toContain('<meta name="commentflow-context" content="docs" />');
      expect(titleOf(res.text)).toBe('Webhooks | CommentFlow');
      const site = JSON.parse((await getWithHost(docsOnly.baseUrl, '/api/site', 'help.example.com')).text);
      expect(site.context).toEqual({ kind: 'shell', shell: 'docs' });
    } finally {
      await docsOnly.close();
    }
  });
});

describe('prerendered public pages', () => {
  const PRERENDERED =
    '<!doctype html><html><head><title>CommentFlow</title></head><body><div id="root"><main><h1>Plans that grow</h1>' +
    '<code>&lt;script src=&quot;https://prerendered-site.invalid/widget.js&quot;&gt;</code></main></div></body></html>';
  let site: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cf-web-prerendered-'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'prerendered', 'premium.html'), PRERENDERED);
    site = await startTestApp({ webDistDir: dir, publicUrl: 'https://commentflow.example.com' });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a main-site page with its content, its sharing tags from PUBLIC_URL and the address filled in', async () => {
    const res = await getWithHost(site.baseUrl, '/premium', 'internal:8080');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Plans that grow</h1>');
    expect(res.text).toContain('&lt;script src=&quot;https://commentflow.example.com/widget.js&quot;');
    expect(res.text).not.toContain('prerendered-site.invalid');
    expect(res.text).toContain('<meta name="commentflow-site-url" content="https://commentflow.example.com" />');
    expect(res.text).toContain('<link rel="canonical" href="https://commentflow.example.com/premium" />');
    expect(res.text).toContain('<meta property="og:url" content="https://commentflow.example.com/premium" />');
    expect(res.text).toContain('<meta property="og:image" content="https://commentflow.example.com/og-image.jpg" />');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.text).toContain('<meta property="og:title" content="Plans and pricing | CommentFlow" />');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await getWithHost(site.baseUrl, '/premium', 'internal:8080', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('leaves other pages, shells and tenant portals to the empty index.html', async () => {
    for (const [path, host] of [
      ['/alternative', 'localhost:3000'],
      ['/premium', 'acme.localhost:3000'],
      ['/', 'docs.localhost:3000'],
    ] as const) {
      const res = await getWithHost(site.baseUrl, path, host);
      expect(res.text, `${host}${path}`).toContain('<div id="root"></div>');
    }
    // A shell page keeps its tags, at the shell's own address.
    const docs = await getWithHost(site.baseUrl, '/webhooks', 'docs.localhost:3000');
    expect(docs.text).toContain('<link rel="canonical" href="http://docs.localhost:3000/webhooks" />');
  });
});
