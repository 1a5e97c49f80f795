import type { User } from '@commentflow/shared';

/**
 * The user carried by a manual 'auth-state-changed' event (docs/product/states.md): the event's detail is the user
 * or `{ user }`; the mock-auth user has only uid, email and token, so the rest gets defaults.
 */
export function sessionUserFromEvent(detail: unknown): { user: User; token: string | null } | null {
  const holder = detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : null;
  const candidate = (holder?.user && typeof holder.user === 'object' ? holder.user : holder) as Record<string, unknown> | null;
  if (!candidate || typeof candidate.uid !== 'string' || typeof candidate.email !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    user: {
      uid: candidate.uid,
      email: candidate.email,
      displayName: text(candidate.displayName) ?? candidate.email,
      photoURL: text(candidate.photoURL),
      emailVerified: candidate.emailVerified === true,
      isAdmin: candidate.isAdmin === true,
    },
    token: text(candidate.token) ?? text(holder?.token),
  };
}
