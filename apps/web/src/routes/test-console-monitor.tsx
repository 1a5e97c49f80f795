import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, Radio, ShieldAlert, Trash2 } from 'lucide-react';
import { RECEIVED_EVENTS } from '@commentflow/shared';
import { can } from '@commentflow/shared/permissions';
import { PageHeader } from '../components/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { EventRow } from '../features/test-console/event-row.tsx';
import { useEventLog } from '../features/test-console/use-event-log.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { cn } from '../lib/cn.ts';
import type { ReceivedEvent } from '../lib/socket/page-event.ts';
import { useSocket } from '../lib/socket/use-socket.ts';

/**
 * /client/test-console-monitor: the workspace's real-time events as they arrive, for checking an
 * install. Installing is the managers' work (project:manage): members and clients are told so.
 */
export default function TestConsoleMonitorPage() {
  const { t } = useTranslation('test-console');
  const { currentWorkspace } = useAuth();
  if (currentWorkspace && !can(currentWorkspace.role, 'project:manage')) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('managersOnly')} />
      </Card>
    );
  }
  return <TestConsoleMonitor />;
}

function TestConsoleMonitor() {
  const { t } = useTranslation('test-console');
  const { currentWorkspace } = useAuth();
  const { connected, joinedWorkspaceId } = useSocket();
  const [paused, setPaused] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<ReceivedEvent>>(new Set());
  const { entries, clear } = useEventLog(paused);
  const shown = useMemo(() => entries.filter((entry) => !hidden.has(entry.event)), [entries, hidden]);
  const listening = connected && joinedWorkspaceId === currentWorkspace?.id;

  const toggle = (event: ReceivedEvent) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(event)) next.add(event);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description', { workspace: currentWorkspace?.name ?? '' })}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
              {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
              {paused ? t('resume') : t('pause')}
            </Button>
            <Button variant="secondary" size="sm" onClick={clear} disabled={entries.length === 0}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('clear')}
            </Button>
          </>
        }
      />
      <Card className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
        <span role="status" className="inline-flex items-center gap-2 font-medium text-zinc-900 dark:text-zinc-100">
          <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full', listening ? 'animate-pulse bg-emerald-500' : 'bg-amber-500')} />
          {t(listening ? (paused ? 'state.paused' : 'state.listening') : connected ? 'state.joining' : 'state.reconnecting')}
        </span>
        <span className="text-zinc-500 dark:text-zinc-400">{t('count', { count: entries.length })}</span>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t('filterLegend')}</legend>
          {RECEIVED_EVENTS.map((event) => (
            <label
              key={event}
              className={cn(
                'cursor-pointer rounded-full border px-2 py-0.5 font-mono text-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
                hidden.has(event)
                  ? 'border-zinc-200 text-zinc-400 line-through dark:border-zinc-700 dark:text-zinc-500'
                  : 'border-indigo-200 bg-indigo-50 text-indigo-700 dark:border-indigo-500/30 dark:bg-indigo-500/15 dark:text-indigo-300',
              )}
            >
              <input type="checkbox" className="sr-only" checked={!hidden.has(event)} onChange={() => toggle(event)} />
              {event}
            </label>
          ))}
        </fieldset>
      </Card>
      <Card className="overflow-hidden">
        {shown.length === 0 ? (
          <EmptyState
            icon={Radio}
            title={entries.length === 0 ? t('waitingTitle') : t('hiddenTitle')}
            description={entries.length === 0 ? t('waitingText') : t('hiddenText')}
          />
        ) : (
          <ol aria-label={t('received')} aria-live="polite">
            {shown.map((entry) => (
              <EventRow key={entry.seq} entry={entry} />
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
