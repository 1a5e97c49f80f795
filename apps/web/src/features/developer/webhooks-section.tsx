import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2, Webhook } from 'lucide-react';
import { CreateWebhookEndpointRequest, WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEventType } from '@commentflow/shared';
import { PageSection } from '../../components/page-section.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { ConfirmButton } from '../team/confirm-button.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { developerApi } from './developer-api.ts';
import { CreateFormButtons, SecretValue, useCreateSubmit } from './section-parts.tsx';
import { useWebhookActions, useWebhookEndpoints } from './use-developer.ts';

/** The workspace's webhook endpoints, each with its secret and its delivery log. */
export function WebhooksSection({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('developer');
  const endpoints = useWebhookEndpoints(workspaceId);
  const [adding, setAdding] = useState(false);

  return (
    <PageSection
      id="webhooks-heading"
      title={t('webhooks.title')}
      description={t('webhooks.intro')}
      action={
        !adding && (
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('webhooks.add')}
          </Button>
        )
      }
    >
      {adding && (
        <Card className="p-5">
          <EndpointForm workspaceId={workspaceId} onDone={() => setAdding(false)} />
        </Card>
      )}
      {endpoints.isPending ? (
        <div className="flex justify-center py-8 text-zinc-500">
          <Spinner label={t('loading')} />
        </div>
      ) : endpoints.isError ? (
        <Card>
          <EmptyState title={t('loadFailed')} description={endpoints.error.message} />
        </Card>
      ) : endpoints.data.length === 0 ? (
        <Card>
          <EmptyState icon={Webhook} title={t('webhooks.empty')} description={t('webhooks.emptyHint')} />
        </Card>
      ) : (
        <ul className="space-y-3">
          {endpoints.data.map((endpoint) => (
            <EndpointCard key={endpoint.id} workspaceId={workspaceId} endpoint={endpoint} />
          ))}
        </ul>
      )}
    </PageSection>
  );
}

function EndpointForm({ workspaceId, onDone }: { workspaceId: string; onDone: () => void }) {
  const { t } = useTranslation('developer');
  const { create } = useWebhookActions(workspaceId);
  const { error, submit } = useCreateSubmit(create);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['comment.created', 'comment.status_changed', 'reply.created']);

  const toggle = (type: WebhookEventType) =>
    setEvents((current) => (current.includes(type) ? current.filter((e) => e !== type) : [...current, type]));

  const onSubmit = (event: FormEvent) =>
    submit(event, CreateWebhookEndpointRequest.safeParse({ url, description, eventTypes: events }), onDone);

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('webhooks.url')}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder={t('webhooks.urlPlaceholder')}
          required
        />
        <Input
          label={t('webhooks.descriptionLabel')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={200}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('webhooks.events')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-zinc-300 accent-indigo-600"
                checked={events.includes(type)}
                onChange={() => toggle(type)}
              />
              <code className="font-mono text-xs">{type}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <CreateFormButtons submitLabel={t('webhooks.submit')} busy={create.isPending} onCancel={onDone} />
    </form>
  );
}

function EndpointCard({ workspaceId, endpoint }: { workspaceId: string; endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation('developer');
  const { update, remove, rotate } = useWebhookActions(workspaceId);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotatedUntil, setRotatedUntil] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);

  const toggleSecret = async () => {
    if (secret) return setSecret(null);
    setSecret((await developerApi.secret(workspaceId, endpoint.id)).secret);
  };

  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <p className="break-all font-mono text-sm text-zinc-900 dark:text-zinc-100">{endpoint.url}</p>
            {endpoint.description && <p className="text-sm text-zinc-500 dark:text-zinc-400">{endpoint.description}</p>}
            <div className="flex flex-wrap gap-1.5">
              {endpoint.enabled ? (
                <Badge tone="success">{t('webhooks.enabled')}</Badge>
              ) : (
                <Badge tone="danger">{t(`webhooks.disabled.${endpoint.disabledReason ?? 'manual'}`)}</Badge>
              )}
              {endpoint.eventTypes.map((type) => (
                <Badge key={type}>{type}</Badge>
              ))}
            </div>
          </div>
          <div className="flex flex-wrap gap-1.5 sm:justify-end">
            <Button
              variant="secondary"
              size="sm"
              busy={update.isPending}
              onClick={() => update.mutate({ endpointId: endpoint.id, patch: { enabled: !endpoint.enabled } })}
            >
              {endpoint.enabled ? t('webhooks.disable') : t('webhooks.enable')}
            </Button>
            <ConfirmButton
              label={t('webhooks.delete')}
              question={t('webhooks.deleteQuestion')}
              confirmLabel={t('webhooks.delete')}
              busy={remove.isPending}
              onConfirm={() => remove.mutate(endpoint.id)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('webhooks.delete')}
            </ConfirmButton>
          </div>
        </div>

        <div className="mt-4 space-y-2 border-t border-zinc-100 pt-3 dark:border-zinc-800">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('webhooks.secret')}</span>
            <Button variant="ghost" size="sm" onClick={() => void toggleSecret()}>
              {secret ? t('webhooks.hideSecret') : t('webhooks.showSecret')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              busy={rotate.isPending}
              onClick={() =>
                rotate.mutate(endpoint.id, {
                  onSuccess: (rotated) => {
                    setSecret(rotated.secret);
                    setRotatedUntil(rotated.previousSecretExpiresAt);
                  },
                })
              }
            >
              {t('webhooks.rotate')}
            </Button>
          </div>
          {secret && <SecretValue secret={secret} copyLabel={t('webhooks.secret')} />}
          {secret && <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('webhooks.secretHint')}</p>}
          {rotatedUntil && (
            <p className="text-xs text-amber-700 dark:text-amber-300">
              {t('webhooks.rotated', { date: new Date(rotatedUntil).toLocaleString(i18n.language) })}
            </p>
          )}
        </div>

        <div className="mt-3">
          <Button variant="ghost" size="sm" aria-expanded={showLog} onClick={() => setShowLog((open) => !open)}>
            {showLog ? t('webhooks.hideLog') : t('webhooks.log')}
          </Button>
          {showLog && <DeliveryLog workspaceId={workspaceId} endpointId={endpoint.id} />}
        </div>
      </Card>
    </li>
  );
}
