import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { fieldClass } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';

interface AdminListCardProps {
  title: string;
  searchLabel: string;
  /** The header cells, in column order. */
  columns: ReactNode[];
  list: {
    search: string;
    setSearch: (text: string) => void;
    items: readonly unknown[];
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  /** The body rows. */
  children: ReactNode;
}

/** A searchable admin table that loads more rows on request. */
export function AdminListCard({ title, searchLabel, columns, list, children }: AdminListCardProps) {
  const { t } = useTranslation('admin');
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
        <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</h2>
        <label className="relative block sm:w-72">
          <span className="sr-only">{searchLabel}</span>
          <Search className="pointer-events-none absolute top-2.5 left-2.5 h-4 w-4 text-zinc-400" aria-hidden />
          <input
            type="search"
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
            placeholder={searchLabel}
            className={cn(fieldClass, 'h-9 pl-8')}
          />
        </label>
      </div>
      {list.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label={t('list.loading', { what: title.toLowerCase() })} />
        </div>
      ) : list.isError ? (
        <p className="p-4 text-sm text-red-600 dark:text-red-400">
          {t('list.loadFailed', { what: title.toLowerCase(), message: list.error?.message ?? '' })}
        </p>
      ) : list.items.length === 0 ? (
        <p className="p-6 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('list.noMatch', { search: list.search.trim() })}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-label={title} className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} className={headCell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <div className="border-t border-zinc-200 p-3 text-center dark:border-zinc-800">
          <Button variant="secondary" size="sm" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        </div>
      )}
    </Card>
  );
}

export const headCell = 'px-4 py-2.5 text-xs font-medium text-zinc-500 dark:text-zinc-400';
export const bodyCell = 'px-4 py-3 align-middle text-zinc-700 dark:text-zinc-300';
