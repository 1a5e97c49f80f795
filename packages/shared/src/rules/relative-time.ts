// "2 min ago" style times for threads, in the widget and the dashboard.

const UNITS: [limitSeconds: number, divisor: number, unit: string][] = [
  [60, 1, 's'],
  [3_600, 60, 'min'],
  [86_400, 3_600, 'h'],
  [604_800, 86_400, 'd'],
];

export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 45) return 'just now';
  for (const [limit, divisor, unit] of UNITS) {
    if (seconds < limit) return `${Math.floor(seconds / divisor)} ${unit} ago`;
  }
  return new Date(iso).toLocaleDateString();
}
