import { useTranslation } from 'react-i18next';
import type { Analytics } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Card } from '../../components/ui/card.tsx';

export function TopPeople({ people }: { people: Analytics['topPeople'] }) {
  const { t } = useTranslation('analytics');
  const max = Math.max(1, ...people.map((p) => p.comments));
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('people.title')}</h2>
      {people.length === 0 ? (
        <p className="py-10 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('chart.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-2.5">
          {people.map((person) => (
            <li key={`${person.userId ?? 'guest'}:${person.name}`} className="flex items-center gap-3">
              <Avatar name={person.name} size="sm" />
              <div className="min-w-0 flex-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span className="truncate text-zinc-800 dark:text-zinc-200">
                    {person.name}
                    {!person.userId && <span className="ml-1 text-xs text-zinc-500 dark:text-zinc-400">{t('people.guest')}</span>}
                  </span>
                  <span className="text-zinc-600 tabular-nums dark:text-zinc-300">
                    {person.comments}
                    <span className="sr-only"> {t('people.count')}</span>
                  </span>
                </div>
                <div aria-hidden className="mt-1 h-1 rounded-full bg-zinc-100 dark:bg-zinc-800">
                  <div className="h-1 rounded-full bg-indigo-500" style={{ width: `${(person.comments / max) * 100}%` }} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
