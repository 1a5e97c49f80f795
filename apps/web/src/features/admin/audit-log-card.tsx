import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { adminApi } from './admin-api.ts';

/** What administrators changed, newest first (the server keeps each change with its before and after). */
export function AuditLogCard() {
  const { t, i18n } = useTranslation('admin');
  const log = useQuery({ queryKey: ['admin', 'audit-log'], queryFn: ({ signal }) => adminApi.auditLog(signal) });
  const entries = log.data?.entries ?? [];
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold text-zinc-900 dark:text-zinc-100">{t('audit.title')}</h2>
      {log.isError && <p className="text-sm text-red-600 dark:text-red-400">{log.error.message}</p>}
      {log.isSuccess && entries.length === 0 && <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('audit.empty')}</p>}
      <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span className="text-zinc-800 dark:text-zinc-200">
              {t('audit.by', { actor: entry.actorName ?? t('audit.unknown'), workspace: entry.workspaceName ?? entry.workspaceId ?? '' })}
            </span>
            <code className="text-xs text-zinc-600 dark:text-zinc-400">{JSON.stringify(entry.details.request)}</code>
            <time className="text-xs text-zinc-500 dark:text-zinc-400" dateTime={entry.createdAt}>
              {new Date(entry.createdAt).toLocaleString(i18n.language)}
            </time>
          </li>
        ))}
      </ul>
    </Card>
  );
}
