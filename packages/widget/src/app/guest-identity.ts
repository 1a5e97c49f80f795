import type { Guest } from '@commentflow/shared/schemas/comment';

// Guests are asked for a name and e-mail once; later comments reuse them.
const STORAGE_KEY = 'commentflow_guest';

export function loadGuest(): Guest | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'name' in value && 'email' in value) {
      const { name, email } = value;
      if (typeof name === 'string' && typeof email === 'string' && name && email) return { name, email };
    }
  } catch {
    // Storage can be blocked (privacy modes, sandboxed frames): the visitor is simply asked again.
  }
  return null;
}

/** Keeps the guest's details for next time; null forgets them. */
export function saveGuest(guest: Guest | null): void {
  try {
    if (guest) localStorage.setItem(STORAGE_KEY, JSON.stringify(guest));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See loadGuest.
  }
}
