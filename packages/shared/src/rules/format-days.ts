// Spec §5 time formatting: 0 'Today', 1 '1 day', under 7 days, under 30 weeks plus days, else months (30 days) plus days.

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function formatDays(days: number): string {
  if (days <= 0) return 'Today';
  if (days < 7) return plural(days, 'day');
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    const rest = days % 7;
    return rest ? `${plural(weeks, 'week')} ${plural(rest, 'day')}` : plural(weeks, 'week');
  }
  const months = Math.floor(days / 30);
  const rest = days % 30;
  return rest ? `${plural(months, 'month')} ${plural(rest, 'day')}` : plural(months, 'month');
}
