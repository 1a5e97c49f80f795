import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useSocket } from '../../lib/socket/use-socket.ts';

/** Whether live updates are flowing, so a silent list is never mistaken for a quiet one. */
export function ConnectionStatus() {
  const { t } = useTranslation('shell');
  const { connected } = useSocket();
  return (
    <span role="status" className="hidden items-center gap-1.5 text-xs text-zinc-500 sm:inline-flex dark:text-zinc-400">
      <span aria-hidden className={cn('h-2 w-2 rounded-full', connected ? 'bg-emerald-500' : 'bg-zinc-400')} />
      {connected ? t('live') : t('reconnecting')}
    </span>
  );
}
