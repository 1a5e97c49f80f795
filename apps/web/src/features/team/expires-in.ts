const HOUR_MS = 3_600_000;

/** How long an invitation still works: hours in its last two days, whole days before. */
export function expiresIn(iso: string, now = Date.now()): { unit: 'hours' | 'days'; count: number } {
  const hours = Math.max(1, Math.ceil((Date.parse(iso) - now) / HOUR_MS));
  return hours < 48 ? { unit: 'hours', count: hours } : { unit: 'days', count: Math.floor(hours / 24) };
}
