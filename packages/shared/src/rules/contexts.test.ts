import { describe, expect, it } from 'vitest';
import { contextLabel, isReservedSlug, resolveHostContext } from './contexts.ts';

describe('host contexts (docs/product/overview.md#contexts-and-tenants)', () => {
  it('finds no context on localhost, bare IPs and apex domains', () => {
    expect(contextLabel('localhost:3000')).toBeNull();
    expect(contextLabel('127.0.0.1:3000')).toBeNull();
    expect(contextLabel('[::1]:3000')).toBeNull();
    expect(contextLabel('commentflow.io')).toBeNull();
  });

  it('reads the first label of a subdomain, *.localhost included', () => {
    expect(contextLabel('docs.commentflow.io')).toBe('docs');
    expect(contextLabel('demo.localhost:3000')).toBe('demo');
  });

  it('maps shells, product redirects and tenants', () => {
    expect(resolveHostContext('demo.localhost')).toEqual({ kind: 'shell', shell: 'demo' });
    expect(resolveHostContext('feedback.example.com')).toEqual({ kind: 'shell', shell: 'roadmap' });
    expect(resolveHostContext('docs.example.com')).toEqual({ kind: 'shell', shell: 'docs' });
    expect(resolveHostContext('checkout.example.com')).toEqual({ kind: 'redirect', to: '/products/ecom-flow' });
    expect(resolveHostContext('bugs.localhost')).toEqual({ kind: 'redirect', to: '/products/dev-flow' });
    expect(resolveHostContext('agency.localhost')).toEqual({ kind: 'redirect', to: '/products/agency-flow' });
    expect(resolveHostContext('acme.localhost:3000')).toEqual({ kind: 'tenant', slug: 'acme' });
  });

  it('treats infrastructure subdomains (www, app, api, admin...) as the main site, never a tenant', () => {
    for (const label of ['www', 'app', 'api', 'admin', 'static', 'cdn', 'mail']) {
      expect(resolveHostContext(`${label}.commentflow.io`), label).toEqual({ kind: 'none' });
      expect(isReservedSlug(label), label).toBe(true);
    }
    expect(resolveHostContext('APP.localhost:3000')).toEqual({ kind: 'none' });
    expect(resolveHostContext('apps.localhost:3000')).toEqual({ kind: 'tenant', slug: 'apps' });
  });

  it('lets APP_CONTEXT override the host', () => {
    expect(resolveHostContext('localhost', 'docs')).toEqual({ kind: 'shell', shell: 'docs' });
  });

  it('reserves context names so no workspace can take them as a slug', () => {
    expect(isReservedSlug('docs')).toBe(true);
    expect(isReservedSlug('ecom')).toBe(true);
    expect(isReservedSlug('www')).toBe(true);
    expect(isReservedSlug('acme')).toBe(false);
  });
});
