import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, days, durations and the server's device/browser labels in the app's language. */
export function useAnalyticsFormat() {
  const { t, i18n } = useTranslation('analytics');
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const days = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const longDays = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
    return {
      number: (value: number) => numbers.format(value),
      /** "Mar 4" / "4 mars" for a YYYY-MM-DD day. */
      shortDay: (date: string) => days.format(utcDay(date)),
      longDay: (date: string) => longDays.format(utcDay(date)),
      /** "3.5 h", "2.1 days": a duration in hours, in the unit a person would use. */
      hours: (hours: number | null) => {
        if (hours === null) return '—';
        if (hours < 1) return t('duration.minutes', { value: numbers.format(Math.round(hours * 60)) });
        if (hours < 48) return t('duration.hours', { value: numbers.format(hours) });
        return t('duration.days', { value: numbers.format(hours / 24) });
      },
      /** The server names devices and unknown browsers in English; known ones are translated. */
      label: (label: string) => t(`labels.${label}`, { defaultValue: label }),
    };
  }, [t, i18n.language]);
}
