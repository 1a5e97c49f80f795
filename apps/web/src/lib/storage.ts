import { STORAGE_KEYS } from '@commentflow/shared';

/** Keys that survive when storage is full and room must be made (docs/product/errors.md). */
const KEPT_WHEN_FULL: readonly string[] = [STORAGE_KEYS.authToken, STORAGE_KEYS.theme, STORAGE_KEYS.language];

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings.
    return null;
  }
}

export function readItem(key: string, store: KeyValueStore | null = browserStorage()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function removeItem(key: string, store: KeyValueStore | null = browserStorage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to remove from a store that cannot be used.
  }
}

/** Saves a value; when the store is full, clears everything but the kept keys and tries once more. */
export function saveItem(key: string, value: string, store: KeyValueStore | null = browserStorage()): void {
  if (!store) return;
  try {
    store.setItem(key, value);
    return;
  } catch {
    const doomed: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const name = store.key(index);
      if (name !== null && !KEPT_WHEN_FULL.includes(name)) doomed.push(name);
    }
    for (const name of doomed) store.removeItem(name);
  }
  store.setItem(key, value);
}
