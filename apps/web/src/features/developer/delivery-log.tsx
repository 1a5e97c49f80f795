import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { useDeliveries, useResend } from './use-developer.ts';

const STATE_TONE = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;

/** An endpoint's latest deliveries: what was sent, each try's answer, and "Resend". */
export function DeliveryLog({ workspaceId, endpointId }: { workspaceId: string; endpointId: string }) {
  const { t } = useTranslation('developer');
  const deliveries = useDeliveries(workspaceId, endpointId);
  const resend = useResend(workspaceId, endpointId);

  if (deliveries.isPending) {
    return (
      <div className="flex justify-center py-6 text-zinc-500">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (deliveries.isError) return <p className="py-4 text-sm text-red-600 dark:text-red-400">{deliveries.error.message}</p>;
  if (deliveries.data.length === 0) return <p className="py-4 text-sm text-zinc-500 dark:text-zinc-400">{t('deliveries.empty')}</p>;
  return (
    <ul
      className="mt-2 divide-y divide-zinc-100 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      aria-label={t('webhooks.log')}
    >
      {deliveries.data.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          busy={resend.isPending && resend.variables === delivery.id}
          onResend={() => resend.mutate(delivery.id)}
        />
      ))}
    </ul>
  );
}

function DeliveryRow({ delivery, busy, onResend }: { delivery: WebhookDelivery; busy: boolean; onResend: () => void }) {
  const { t } = useTranslation('developer');
  const relative = useRelativeTime();
  const last = delivery.attempts.at(-1);
  return (
    <li className="px-3 py-2.5" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <Badge tone={STATE_TONE[delivery.state]}>{t(`deliveries.state.${delivery.state}`)}</Badge>
          <code className="font-mono text-xs text-zinc-800 dark:text-zinc-200">{delivery.eventType}</code>
          {last && (
            <span className="text-xs text-zinc-500 dark:text-zinc-400">
              {last.statusCode !== null ? t('deliveries.status', { status: last.statusCode }) : t('deliveries.noResponse')}
            </span>
          )}
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{relative(delivery.createdAt)}</span>
          {delivery.state === 'pending' && delivery.nextAttemptAt && delivery.attempts.length > 0 && (
            <span className="text-xs text-zinc-500 dark:text-zinc-400">
              {t('deliveries.nextAttempt', { when: new Date(delivery.nextAttemptAt).toLocaleTimeString() })}
            </span>
          )}
        </div>
        <Button variant="secondary" size="sm" busy={busy} onClick={onResend}>
          {t('deliveries.resend')}
        </Button>
      </div>
      <details className="mt-1.5 text-xs">
        <summary className="cursor-pointer text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
          {t('deliveries.details')}
        </summary>
        <div className="mt-2 space-y-3">
          <div>
            <p className="font-medium text-zinc-700 dark:text-zinc-300">{t('deliveries.payload')}</p>
            <pre className="mt-1 max-h-48 overflow-auto rounded bg-zinc-50 p-2 font-mono text-[11px] text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
              {delivery.payload}
            </pre>
          </div>
          {delivery.attempts.map((attempt) => (
            <div key={attempt.attempt} className="rounded border border-zinc-100 p-2 dark:border-zinc-800" data-testid="webhook-attempt">
              <p className="flex flex-wrap gap-x-3 text-zinc-700 dark:text-zinc-300">
                <span className="font-medium">
                  {t('deliveries.attempt', { number: attempt.attempt })}
                  {attempt.trigger === 'manual' && ` (${t('deliveries.manual')})`}
                </span>
                <span>
                  {attempt.statusCode !== null
                    ? t('deliveries.status', { status: attempt.statusCode })
                    : (attempt.error ?? t('deliveries.noResponse'))}
                </span>
                <span>{t('deliveries.duration', { ms: attempt.durationMs })}</span>
                <span>{relative(attempt.createdAt)}</span>
              </p>
              <p className="mt-1.5 font-medium text-zinc-600 dark:text-zinc-400">{t('deliveries.request')}</p>
              <pre className="mt-1 overflow-auto rounded bg-zinc-50 p-2 font-mono text-[11px] text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
                {Object.entries(attempt.requestHeaders)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join('\n')}
              </pre>
              <p className="mt-1.5 font-medium text-zinc-600 dark:text-zinc-400">{t('deliveries.response')}</p>
              <pre className="mt-1 max-h-32 overflow-auto rounded bg-zinc-50 p-2 font-mono text-[11px] text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
                {attempt.responseBody || '—'}
              </pre>
            </div>
          ))}
        </div>
      </details>
    </li>
  );
}
