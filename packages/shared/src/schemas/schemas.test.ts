import { describe, expect, it } from 'vitest';
import { CreateCommentRequest, CreateProjectRequest, SignUpRequest, Slug } from '../index.ts';

describe('shared schemas', () => {
  it('normalises e-mail and enforces the spec password length', () => {
    const result = SignUpRequest.safeParse({ email: ' Ada@Example.COM ', password: '12345', displayName: 'Ada' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Password must be at least 6 characters']);
    expect(SignUpRequest.parse({ email: ' Ada@Example.COM ', password: '123456', displayName: 'Ada' }).email).toBe('ada@example.com');
  });

  it('refuses unknown fields', () => {
    const result = SignUpRequest.safeParse({ email: 'a@b.co', password: '123456', displayName: 'A', admin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('canonicalises allowed origins and refuses paths', () => {
    const ok = CreateProjectRequest.parse({ name: 'Site', siteUrl: 'https://acme.com/shop', allowedOrigins: ['https://Staging.Acme.com'] });
    expect(ok.allowedOrigins).toEqual(['https://staging.acme.com']);
    expect(
      CreateProjectRequest.safeParse({ name: 'Site', siteUrl: 'https://acme.com', allowedOrigins: ['https://acme.com/x'] }).success,
    ).toBe(false);
    expect(CreateProjectRequest.safeParse({ name: 'Site', siteUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('keeps pin offsets inside the element', () => {
    const base = {
      clientId: crypto.randomUUID(),
      body: 'Hi',
      pageUrl: 'https://acme.com/',
      viewport: { width: 1280, height: 800 },
    };
    expect(CreateCommentRequest.safeParse({ ...base, anchor: { selector: '#a', offsetX: 0.5, offsetY: 1 } }).success).toBe(true);
    expect(CreateCommentRequest.safeParse({ ...base, anchor: { selector: '#a', offsetX: 1.5, offsetY: 0 } }).success).toBe(false);
  });

  it('refuses slugs that are contexts or not host names', () => {
    expect(Slug.safeParse('docs').success).toBe(false);
    expect(Slug.safeParse('-acme').success).toBe(false);
    expect(Slug.parse('Acme-Co')).toBe('acme-co');
  });
});
