import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, Plug, ShieldAlert, Unplug } from 'lucide-react';
import { can, INTEGRATION_PROVIDERS, type Integration, type IntegrationProvider } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { CopyButton } from '../components/ui/copy-button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ConnectionForm, valuesOf } from '../features/integrations/connection-form.tsx';
import { useIntegrationActions, useIntegrations } from '../features/integrations/use-integrations.ts';
import { ConfirmButton } from '../features/team/confirm-button.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { useCopyTexts } from '../lib/i18n/use-copy-texts.ts';
import { useRelativeTime } from '../lib/i18n/use-relative-time.ts';

/** What a connection answered once: the tracker's webhook address and its secret, to paste there. */
interface Revealed {
  integration: Integration;
  secret: string | null;
}

export default function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';
  const role = currentWorkspace?.role ?? 'client';
  const manager = can(role, 'integration:manage');
  const list = useIntegrations(workspaceId, role !== 'client');
  const actions = useIntegrationActions(workspaceId);
  const [connecting, setConnecting] = useState<IntegrationProvider | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);

  if (role === 'client') {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('clientOnly')} />
      </Card>
    );
  }
  if (list.isPending) {
    return (
      <div className="flex justify-center py-16 text-zinc-500">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Card>
        <EmptyState level="h1" title={t('loadFailed')} description={list.error.message} />
      </Card>
    );
  }

  const { integrations, available, limit, used } = list.data;
  const atLimit = limit >= 0 && used >= limit;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Badge tone={atLimit ? 'warning' : 'neutral'}>{limit < 0 ? t('usageUnlimited', { used }) : t('usage', { used, limit })}</Badge>
        }
      />
      {revealed && <WebhookReveal revealed={revealed} onDone={() => setRevealed(null)} />}

      <section aria-labelledby="connected-heading" className="mb-8 space-y-3">
        <h2 id="connected-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {t('connected')}
        </h2>
        {integrations.length === 0 ? (
          <Card>
            <EmptyState icon={Plug} level="h3" title={t('noneTitle')} description={manager ? t('noneText') : t('noneTextMember')} />
          </Card>
        ) : (
          <ul className="space-y-3">
            {integrations.map((integration) => (
              <li key={integration.id}>
                <ConnectedIntegration integration={integration} manager={manager} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="available-heading" className="space-y-3">
        <h2 id="available-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {t('available')}
        </h2>
        {atLimit && manager && <p className="text-sm text-amber-800 dark:text-amber-300">{t('limitReached', { limit })}</p>}
        <ul className="grid gap-3 md:grid-cols-2">
          {available.map((provider) => (
            <li key={provider} className={connecting === provider ? 'md:col-span-2' : ''}>
              <Card className="p-4">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h3 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{INTEGRATION_PROVIDERS[provider].name}</h3>
                    <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t(`providers.${provider}`)}</p>
                  </div>
                  {manager && connecting !== provider && (
                    <Button variant="secondary" size="sm" disabled={atLimit} onClick={() => setConnecting(provider)}>
                      {t('connectTo', { name: INTEGRATION_PROVIDERS[provider].name })}
                    </Button>
                  )}
                </div>
                {connecting === provider && (
                  <div className="mt-4 border-t border-zinc-200 pt-4 dark:border-zinc-800">
                    <ConnectionForm
                      provider={provider}
                      busy={actions.connect.isPending}
                      onCancel={() => setConnecting(null)}
                      onSubmit={async (body) => {
                        const result = await actions.connect.mutateAsync(body as Parameters<typeof actions.connect.mutateAsync>[0]);
                        setConnecting(null);
                        if (result.integration.webhookUrl) setRevealed({ integration: result.integration, secret: result.webhookSecret });
                      }}
                    />
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function ConnectedIntegration({
  integration,
  manager,
  actions,
}: {
  integration: Integration;
  manager: boolean;
  actions: ReturnType<typeof useIntegrationActions>;
}) {
  const { t } = useTranslation('integrations');
  const ago = useRelativeTime();
  const copyTexts = useCopyTexts();
  const [editing, setEditing] = useState(false);
  const { health } = integration;
  const failing = health.lastErrorAt !== null && (health.lastSuccessAt === null || health.lastErrorAt > health.lastSuccessAt);
  const name = INTEGRATION_PROVIDERS[integration.provider].name;
  return (
    <Card className="p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            {name} <span className="font-normal text-zinc-500 dark:text-zinc-400">· {integration.accountLabel}</span>
          </h3>
          <p
            className={`flex items-center gap-1.5 text-sm ${failing ? 'text-red-700 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400'}`}
          >
            {failing ? (
              <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
            ) : (
              <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            )}
            {failing
              ? t('health.failing', { when: ago(health.lastErrorAt!), message: health.lastError ?? '' })
              : health.lastSuccessAt
                ? t('health.ok', { when: ago(health.lastSuccessAt) })
                : t('health.unknown')}
          </p>
          {!failing && health.lastError && health.lastErrorAt && (
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              {t('health.previousError', { when: ago(health.lastErrorAt), message: health.lastError })}
            </p>
          )}
          {integration.webhookUrl && manager && (
            <div className="flex flex-wrap items-center gap-2 pt-1 text-xs text-zinc-500 dark:text-zinc-400">
              <span>{t('webhookUrl')}</span>
              <code className="max-w-full truncate rounded bg-zinc-100 px-1.5 py-0.5 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                {integration.webhookUrl}
              </code>
              <CopyButton text={integration.webhookUrl} label={t('copyWebhookUrl')} texts={copyTexts} />
            </div>
          )}
        </div>
        {manager && (
          <div className="flex shrink-0 items-center gap-1">
            {!editing && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                {t('settings')}
              </Button>
            )}
            <ConfirmButton
              question={t('disconnectQuestion', { name })}
              confirmLabel={t('disconnect')}
              busy={actions.disconnect.isPending}
              onConfirm={() => actions.disconnect.mutate(integration.id)}
            >
              <Unplug className="h-4 w-4" aria-hidden />
              {t('disconnect')}
            </ConfirmButton>
          </div>
        )}
      </div>
      {editing && (
        <div className="mt-4 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <ConnectionForm
            provider={integration.provider}
            editing
            initial={valuesOf(integration.provider, integration.settings)}
            busy={actions.update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              const credentials = Object.keys(body.credentials).length > 0 ? body.credentials : undefined;
              await actions.update.mutateAsync({
                id: integration.id,
                body: { settings: body.settings, ...(credentials ? { credentials } : {}) },
              });
              setEditing(false);
            }}
          />
        </div>
      )}
    </Card>
  );
}

function WebhookReveal({ revealed, onDone }: { revealed: Revealed; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  const copyTexts = useCopyTexts();
  const { integration, secret } = revealed;
  return (
    <Card role="status" className="mb-6 space-y-3 border-emerald-300 p-4 dark:border-emerald-700">
      <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        {t('reveal.title', { name: INTEGRATION_PROVIDERS[integration.provider].name })}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-300">{t(`reveal.steps.${integration.provider}`)}</p>
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="font-medium text-zinc-700 dark:text-zinc-300">{t('webhookUrl')}</dt>
          <dd className="flex min-w-0 items-center gap-2">
            <code data-testid="webhook-url" className="truncate rounded bg-zinc-100 px-1.5 py-0.5 dark:bg-zinc-800">
              {integration.webhookUrl}
            </code>
            <CopyButton text={integration.webhookUrl ?? ''} label={t('copyWebhookUrl')} texts={copyTexts} />
          </dd>
        </div>
        {secret && (
          <div className="flex flex-wrap items-center gap-2">
            <dt className="font-medium text-zinc-700 dark:text-zinc-300">{t('reveal.secret')}</dt>
            <dd className="flex min-w-0 items-center gap-2">
              <code data-testid="webhook-secret" className="truncate rounded bg-zinc-100 px-1.5 py-0.5 dark:bg-zinc-800">
                {secret}
              </code>
              <CopyButton text={secret} label={t('reveal.copySecret')} texts={copyTexts} />
            </dd>
          </div>
        )}
      </dl>
      {secret && <p className="text-xs text-amber-800 dark:text-amber-300">{t('reveal.once')}</p>}
      <Button variant="secondary" size="sm" onClick={onDone}>
        {t('reveal.done')}
      </Button>
    </Card>
  );
}
