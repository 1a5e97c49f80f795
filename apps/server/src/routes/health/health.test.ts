import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { precompress } from '../../../../../scripts/precompress.mjs';

// Built bundles of our own, so the test does not depend on whether `npm run build` has run.
const dist = mkdtempSync(join(tmpdir(), 'cf-dist-'));
const webDistDir = join(dist, 'web');
const widgetDistDir = join(dist, 'widget');
const INDEX_HTML = '<!doctype html><title>CommentFlow test shell</title>';
const WIDGET_JS = 'console.log("commentflow widget");';
// Large enough to be worth compressing, as every real bundle is.
const BUNDLE_JS = `export const rows = [${Array.from({ length: 200 }, (_, n) => `{ id: ${n}, label: "row ${n}" }`).join(', ')}];`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(webDistDir, 'assets'), { recursive: true });
  mkdirSync(widgetDistDir, { recursive: true });
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDistDir, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(widgetDistDir, 'widget.js'), WIDGET_JS);
  writeFileSync(join(widgetDistDir, 'widget-app.js'), WIDGET_JS);
  writeFileSync(join(webDistDir, 'assets', 'index-Bx7Qk2.js'), BUNDLE_JS);
  writeFileSync(join(widgetDistDir, 'widget-capture.js'), BUNDLE_JS);
  // What every build does after bundling (apps/web and packages/widget).
  await precompress(dist);
  t = await startTestApp({ webDistDir, widgetDistDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database engine in use, its live round trip, and no Redis', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { engine: process.env.TEST_DB ?? 'sqlite', status: 'up', latencyMs: expect.any(Number) },
      redis: { status: 'off', latencyMs: null },
    });
  });
});

describe('static files', () => {
  it('serves /widget.js to any site with short caching', async () => {
    const res = await fetch(`${t.baseUrl}/widget.js`, { headers: { origin: 'https://customer.example.org' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(WIDGET_JS);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves the widget chunks under /widget/', async () => {
    const res = await fetch(`${t.baseUrl}/widget/widget-app.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves built web files as they are', async () => {
    const res = await fetch(`${t.baseUrl}/assets/app.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export {};');
  });

  it('sends a bundle compressed when the browser accepts it: Brotli first, then gzip, else as it is', async () => {
    for (const path of ['/assets/index-Bx7Qk2.js', '/widget/widget-capture.js']) {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const res = await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-encoding': accepted } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('content-type')).toMatch(/javascript/);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        // fetch decodes what it accepted: the same file whichever way it travelled.
        expect(await res.text()).toBe(BUNDLE_JS);
      }
    }
  });

  it('lets browsers keep hashed web assets for a year, and the widget for 5 minutes', async () => {
    const asset = await fetch(`${t.baseUrl}/assets/index-Bx7Qk2.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const widget = await fetch(`${t.baseUrl}/widget/widget-capture.js`, { headers: { 'accept-encoding': 'br' } });
    expect(widget.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers index.html for an unknown page path, whatever the Host', async () => {
    for (const path of ['/assets/', '/assets', '/w/acme/projects/123', '/settings?tab=profile']) {
      const res = await fetch(`${t.baseUrl}${path}`, { headers: { host: 'acme.commentflow.test' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toBe(INDEX_HTML);
    }
    // A public page gets its own title (static-files.ts puts it in for crawlers).
    const landing = await fetch(`${t.baseUrl}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toBe('<!doctype html><title>CommentFlow - Visual feedback and collaboration platform</title>');
  });

  it('answers an unknown /api path with a JSON 404, never the app shell', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['POST', '/api/auth/nothing'],
    ] as const) {
      const res = await call(t.baseUrl, method, path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body.error).toBe('not-found');
    }
  });
});

describe('without a built web app', () => {
  it('says how to build it, and still serves the widget and the API', async () => {
    const bare = await startTestApp({ webDistDir: join(dist, 'missing'), widgetDistDir });
    try {
      const page = await fetch(`${bare.baseUrl}/dashboard`);
      expect(page.status).toBe(503);
      expect(await page.text()).toMatch(/npm run build/);
      expect((await fetch(`${bare.baseUrl}/widget.js`)).status).toBe(200);
      expect((await call(bare.baseUrl, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('without a built widget', () => {
  it('answers /widget.js with a JSON 404 and still serves the web app', async () => {
    const bare = await startTestApp({ webDistDir, widgetDistDir: join(dist, 'missing') });
    try {
      const widget = await call(bare.baseUrl, 'GET', '/widget.js');
      expect(widget.status).toBe(404);
      expect(widget.body.error).toBe('not-found');
      const page = await fetch(`${bare.baseUrl}/projects`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(INDEX_HTML);
    } finally {
      await bare.close();
    }
  });
});
