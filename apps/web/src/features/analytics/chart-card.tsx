import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';

export interface DataRow {
  label: string;
  values: (string | number)[];
}

/**
 * A chart with its figures as a table: the chart is described by `summary` for screen readers, and
 * the table (under "Show data") gives everyone the exact numbers.
 */
export function ChartCard({
  title,
  summary,
  columns,
  rows,
  children,
  className,
}: {
  title: string;
  summary: string;
  columns: string[];
  rows: DataRow[];
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Card className={`flex min-w-0 flex-col p-4 sm:p-5 ${className ?? ''}`}>
      <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</h2>
      {rows.length === 0 ? (
        <p className="flex flex-1 items-center justify-center py-10 text-sm text-zinc-500 dark:text-zinc-400">{t('chart.empty')}</p>
      ) : (
        <>
          <div role="img" aria-label={summary} className="mt-3 h-56 text-zinc-500 dark:text-zinc-400">
            {children}
          </div>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-xs font-medium text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
              {t('chart.showData')}
            </summary>
            <div className="mt-2 max-h-60 overflow-auto">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="text-zinc-500 dark:text-zinc-400">
                    {columns.map((column) => (
                      <th key={column} scope="col" className="py-1 pr-3 font-medium">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="text-zinc-800 dark:text-zinc-200">
                  {rows.map((row) => (
                    <tr key={row.label} className="border-t border-zinc-100 dark:border-zinc-800">
                      <th scope="row" className="max-w-[16rem] truncate py-1 pr-3 font-normal">
                        {row.label}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={index} className="py-1 pr-3 tabular-nums">
                          {value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </Card>
  );
}
