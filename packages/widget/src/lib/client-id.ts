import { timeOrderedId } from '@commentflow/shared/rules/time-ordered-id';

/**
 * A new comment's retry key (its clientId, the same on every retry): time-ordered, so the server's
 * index on (project, clientId) takes each new comment on its last page rather than on a random one
 * (ADR 038).
 */
export const newClientId = (): string => timeOrderedId(randomV4());

/** A v4 UUID, also on plain-http sites where crypto.randomUUID is missing (it needs a secure context). */
function randomV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
