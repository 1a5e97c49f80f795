import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Ticket } from 'lucide-react';
import { INTEGRATION_PROVIDERS, type TicketPreviewResponse } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { integrationsApi } from './integrations-api.ts';
import { useIntegrations, useTickets } from './use-integrations.ts';

/**
 * A thread's tickets in the team's trackers, with their live state, and "Create ticket in ..." with a
 * preview of what the ticket will say.
 */
export function ThreadTickets({ commentId, workspaceId, canManage }: { commentId: string; workspaceId: string; canManage: boolean }) {
  const { t } = useTranslation('integrations');
  const tickets = useTickets(commentId, true);
  const integrations = useIntegrations(workspaceId);
  const [integrationId, setIntegrationId] = useState('');
  const [preview, setPreview] = useState<TicketPreviewResponse | null>(null);
  const [busy, setBusy] = useState<'preview' | 'create' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const linked = new Set((tickets.data?.tickets ?? []).map((ticket) => ticket.integrationId));
  const trackers = (integrations.data?.integrations ?? []).filter(
    (integration) => INTEGRATION_PROVIDERS[integration.provider].kind === 'tracker' && !linked.has(integration.id),
  );
  const chosen = trackers.find((tracker) => tracker.id === integrationId) ?? trackers[0];

  const run = async (step: 'preview' | 'create') => {
    if (!chosen) return;
    setBusy(step);
    setError(null);
    try {
      if (step === 'preview') setPreview(await integrationsApi.preview(commentId, chosen.id));
      else {
        await integrationsApi.createTicket(commentId, chosen.id);
        setPreview(null);
        await tickets.refetch();
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const trackerName = (id: string | null) => {
    const integration = integrations.data?.integrations.find((i) => i.id === id);
    return integration ? `${INTEGRATION_PROVIDERS[integration.provider].name} · ${integration.accountLabel}` : '';
  };

  return (
    <section aria-labelledby={`tickets-${commentId}`} className="space-y-3">
      <h3 id={`tickets-${commentId}`} className="flex items-center gap-1.5 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        <Ticket className="h-4 w-4" aria-hidden />
        {t('thread.title')}
      </h3>
      {(tickets.data?.tickets ?? []).length > 0 && (
        <ul className="space-y-2" aria-label={t('thread.linked')}>
          {tickets.data?.tickets.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap items-center gap-2 text-sm">
              <a
                href={ticket.url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {INTEGRATION_PROVIDERS[ticket.provider].name} {ticket.key}
                <ExternalLink className="h-3 w-3" aria-hidden />
              </a>
              <Badge tone={ticket.status === 'closed' ? 'success' : 'accent'}>{t(`ticketStatus.${ticket.status}`)}</Badge>
              {ticket.externalStatus !== ticket.status && (
                <span className="text-xs text-zinc-500 dark:text-zinc-400">{ticket.externalStatus}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {integrations.isSuccess && trackers.length === 0 && (tickets.data?.tickets ?? []).length === 0 && (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">
          {t('thread.noTracker')}{' '}
          {canManage && (
            <Link to="/client/integrations" className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
              {t('thread.connect')}
            </Link>
          )}
        </p>
      )}
      {chosen && (
        <div className="space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <Select
                label={t('thread.createIn')}
                value={chosen.id}
                onChange={(event) => {
                  setIntegrationId(event.target.value);
                  setPreview(null);
                }}
              >
                {trackers.map((tracker) => (
                  <option key={tracker.id} value={tracker.id}>
                    {trackerName(tracker.id)}
                  </option>
                ))}
              </Select>
            </div>
            {!preview && (
              <Button variant="secondary" busy={busy === 'preview'} onClick={() => void run('preview')}>
                {t('thread.preview')}
              </Button>
            )}
          </div>
          <FormAlert message={error} />
          {preview && (
            <div className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
              <p className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{preview.title}</p>
              <pre className="max-h-64 overflow-auto text-xs whitespace-pre-wrap text-zinc-600 dark:text-zinc-300">{preview.body}</pre>
              {preview.labels.length > 0 && (
                <p className="flex flex-wrap gap-1">
                  {preview.labels.map((label) => (
                    <Badge key={label}>{label}</Badge>
                  ))}
                </p>
              )}
              <div className="flex gap-2">
                <Button busy={busy === 'create'} onClick={() => void run('create')}>
                  {t('thread.create', { tracker: INTEGRATION_PROVIDERS[chosen.provider].name })}
                </Button>
                <Button variant="ghost" onClick={() => setPreview(null)}>
                  {t('actions.cancel', { ns: 'common' })}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
