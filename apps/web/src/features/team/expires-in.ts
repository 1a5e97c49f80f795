const HOUR_MS = 3_600_000;

/** "expires in 6 days": how long an invitation still works, for dates in the future. */
export function expiresIn(iso: string, now = Date.now()): string {
  const hours = Math.max(1, Math.ceil((Date.parse(iso) - now) / HOUR_MS));
  if (hours < 48) return `expires in ${hours} hour${hours === 1 ? '' : 's'}`;
  return `expires in ${Math.floor(hours / 24)} days`;
}
