import { describe, expect, it } from 'vitest';
import { hostShell, mainSiteUrl } from './host-shell.ts';

describe('hostShell', () => {
  it('picks the shell from the first label of the host', () => {
    expect(hostShell('docs.localhost:3000', null)).toBe('docs');
    expect(hostShell('demo.example.com', null)).toBe('demo');
    expect(hostShell('feedback.example.com', null)).toBe('roadmap');
  });

  it('shows the main site on bare hosts, tenants and redirect contexts', () => {
    expect(hostShell('localhost:3000', null)).toBeNull();
    expect(hostShell('127.0.0.1:3000', null)).toBeNull();
    expect(hostShell('example.com', null)).toBeNull();
    expect(hostShell('acme.localhost:3000', null)).toBeNull();
    expect(hostShell('devflow.example.com', null)).toBeNull();
  });

  it('follows APP_CONTEXT on a single-host install', () => {
    expect(hostShell('feedback.example.com', 'docs')).toBe('docs');
    expect(hostShell('localhost:3000', 'demo')).toBe('demo');
  });
});

describe('mainSiteUrl', () => {
  it("drops the shell's label to reach the main site", () => {
    expect(mainSiteUrl('/signup', { protocol: 'https:', host: 'docs.example.com' }, null)).toBe('https://example.com/signup');
    expect(mainSiteUrl('/demo', { protocol: 'http:', host: 'docs.localhost:3000' }, null)).toBe('http://localhost:3000/demo');
  });

  it('stays on the host of a single-host install', () => {
    expect(mainSiteUrl('/demo', { protocol: 'https:', host: 'feedback.example.com' }, 'docs')).toBe('https://feedback.example.com/demo');
  });
});
