import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@commentflow/shared';
import { RelativeTime } from '../../components/ui/relative-time.tsx';
import { cn } from '../../lib/cn.ts';

export interface AuthorLineProps {
  author: Pick<Comment['author'], 'displayName' | 'isGuest'>;
  /** When they wrote it. */
  at: string;
  ago: (iso: string) => string;
  /** In a list row: one line, the name cut short when it must be, the time at the far end. */
  row?: boolean;
  /** Said between the name and the time ("via CI bot"). */
  children?: ReactNode;
}

/** Who wrote a comment and when: the name, "guest" for a visitor, then the time it was written. */
export function AuthorLine({ author, at, ago, row = false, children }: AuthorLineProps) {
  const { t } = useTranslation('comments');
  return (
    <div className={cn('flex gap-x-2', row ? 'items-center text-sm' : 'flex-wrap items-baseline')}>
      <span className={cn('font-medium text-zinc-900 dark:text-zinc-100', row ? 'truncate' : 'text-sm')}>{author.displayName}</span>
      {author.isGuest && <span className="text-xs text-zinc-500 dark:text-zinc-400">{t('row.guest')}</span>}
      {children}
      <RelativeTime iso={at} ago={ago} className={cn('text-xs text-zinc-500 dark:text-zinc-400', row && 'ml-auto shrink-0')} />
    </div>
  );
}
