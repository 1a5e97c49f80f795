import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('keeps ordinary query strings', () => {
    expect(redactUrl('https://shop.example/search?q=red+shoes&page=2')).toBe('https://shop.example/search?q=red+shoes&page=2');
  });

  it('drops query and fragment when a name or value looks like a secret', () => {
    expect(redactUrl('https://api.example/reset?token=abc&x=1')).toBe('https://api.example/reset');
    expect(redactUrl('https://api.example/v1/items?api_key=k1')).toBe('https://api.example/v1/items');
    expect(redactUrl('https://cdn.example/a.png?X-Amz-Signature=1')).toBe('https://cdn.example/a.png');
    expect(redactUrl('https://app.example/cb#access_token=eyJhbGciOi')).toBe('https://app.example/cb');
    expect(redactUrl('https://app.example/file?id=4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c')).toBe('https://app.example/file');
  });

  it('drops credentials in the authority and resolves relative URLs', () => {
    expect(redactUrl('https://user:pw@api.example/x')).toBe('https://api.example/x');
    expect(redactUrl('/api/cart?session=1', 'https://shop.example/p')).toBe('https://shop.example/api/cart');
  });
});
