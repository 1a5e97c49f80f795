import { useTranslation } from 'react-i18next';

/**
 * When something happened, as `ago` words it ("5 minutes ago", from useRelativeTime: one clock for a
 * whole list), with the exact moment in the reader's language on hover and for machines.
 */
export function RelativeTime({ iso, ago, className }: { iso: string; ago: (iso: string) => string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(i18n.language)} className={className}>
      {ago(iso)}
    </time>
  );
}
