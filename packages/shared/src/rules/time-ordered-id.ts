/**
 * A UUIDv7 (RFC 9562) made of a random v4 UUID: its first 48 bits become the time in milliseconds and
 * its version 7; its other 74 random bits and its variant stay. Ids made so grow with time, so an index
 * on them takes each new one on its last page instead of a random one (ADR 038). Within one
 * millisecond their order is random, which keeps them on that same page.
 *
 * The caller brings the v4 from its own generator: Node's crypto.randomUUID draws from a pool of
 * random bytes (a tenth of a microsecond), where the uuid package's v7 asks the system for 16 bytes
 * for every id (7 us, 4% of a comment create's time).
 */
export function timeOrderedId(randomV4: string, now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomV4.slice(15)}`;
}

/** When a time-ordered id was made (its first 48 bits), in milliseconds since the epoch. */
export const timeOfId = (id: string): number => Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
