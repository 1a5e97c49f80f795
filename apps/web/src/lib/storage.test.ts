import { describe, expect, it } from 'vitest';
import { readItem, saveItem } from './storage.ts';

/** An in-memory Storage that refuses writes past a byte budget, as a full localStorage does. */
function limitedStorage(budget: number, initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  const size = () => [...data].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    setItem(key: string, value: string) {
      const previous = data.get(key);
      data.set(key, value);
      if (size() > budget) {
        if (previous === undefined) data.delete(key);
        else data.set(key, previous);
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      }
    },
    keys: () => [...data.keys()].sort(),
  };
}

describe('saveItem (docs/product/errors.md: a full store keeps only auth_token, theme and language)', () => {
  it('writes normally when there is room', () => {
    const store = limitedStorage(1_000, { theme: 'dark' });
    saveItem('auth_token', 'abc', store);
    expect(readItem('auth_token', store)).toBe('abc');
    expect(store.keys()).toEqual(['auth_token', 'theme']);
  });

  it('clears everything else and retries when the store is full', () => {
    const store = limitedStorage(60, { theme: 'dark', language: 'en', cookieConsent: 'accepted', big: 'x'.repeat(30) });
    saveItem('auth_token', 'a-fresh-token', store);
    expect(readItem('auth_token', store)).toBe('a-fresh-token');
    expect(store.keys()).toEqual(['auth_token', 'language', 'theme']);
  });

  it('still fails loudly when even the kept keys leave no room', () => {
    const store = limitedStorage(10, { theme: 'dark' });
    expect(() => saveItem('auth_token', 'far-too-long-a-token', store)).toThrow('quota exceeded');
  });
});
