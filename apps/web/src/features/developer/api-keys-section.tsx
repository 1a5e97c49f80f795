import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { CreateApiKeyRequest, type ApiKey, type Project } from '@commentflow/shared';
import { PageSection } from '../../components/page-section.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { ConfirmButton } from '../team/confirm-button.tsx';
import { CreateFormButtons, SecretValue, useCreateSubmit } from './section-parts.tsx';
import { useApiKeyActions, useApiKeys } from './use-developer.ts';

const EXPIRY_DAYS = [30, 90, 365] as const;

/** The workspace's keys: made here (the secret shown once), listed by prefix, revoked at once. */
export function ApiKeysSection({ workspaceId, projects }: { workspaceId: string; projects: Project[] }) {
  const { t } = useTranslation('developer');
  const keys = useApiKeys(workspaceId);
  const { revoke } = useApiKeyActions(workspaceId);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <PageSection
      id="keys-heading"
      title={t('keys.title')}
      description={t('keys.intro')}
      action={
        !creating && (
          <Button
            onClick={() => {
              setCreating(true);
              setSecret(null);
            }}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('keys.create')}
          </Button>
        )
      }
    >
      {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
      {creating && (
        <Card className="p-5">
          <CreateKeyForm
            workspaceId={workspaceId}
            projects={projects}
            onCancel={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              setSecret(created);
            }}
          />
        </Card>
      )}
      <Card className="overflow-hidden">
        {keys.isPending ? (
          <div className="flex justify-center py-8 text-zinc-500">
            <Spinner label={t('loading')} />
          </div>
        ) : keys.isError ? (
          <EmptyState title={t('loadFailed')} description={keys.error.message} />
        ) : keys.data.length === 0 ? (
          <EmptyState icon={KeyRound} title={t('keys.empty')} description={t('keys.emptyHint')} />
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {keys.data.map((key) => (
              <KeyRow
                key={key.id}
                apiKey={key}
                projects={projects}
                busy={revoke.isPending && revoke.variables === key.id}
                onRevoke={() => revoke.mutate(key.id)}
              />
            ))}
          </ul>
        )}
      </Card>
    </PageSection>
  );
}

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('developer');
  return (
    <Card className="border-emerald-300 p-4 dark:border-emerald-500/40" role="status">
      <p className="mb-3 text-sm font-medium text-zinc-900 dark:text-zinc-100">{t('keys.created')}</p>
      <SecretValue secret={secret} copyLabel={t('keys.created')} testId="new-api-key">
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('keys.done')}
        </Button>
      </SecretValue>
    </Card>
  );
}

function CreateKeyForm({
  workspaceId,
  projects,
  onCancel,
  onCreated,
}: {
  workspaceId: string;
  projects: Project[];
  onCancel: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('developer');
  const { create } = useApiKeyActions(workspaceId);
  const { error, submit } = useCreateSubmit(create);
  const [name, setName] = useState('');
  const [access, setAccess] = useState<'read' | 'write'>('read');
  const [expiryDays, setExpiryDays] = useState<string>('never');
  const [projectId, setProjectId] = useState<string>('');

  const onSubmit = (event: FormEvent) => {
    const expiresAt = expiryDays === 'never' ? null : new Date(Date.now() + Number(expiryDays) * 86_400_000).toISOString();
    const parsed = CreateApiKeyRequest.safeParse({
      name,
      scopes: access === 'write' ? ['read', 'write'] : ['read'],
      expiresAt,
      projectId: projectId || null,
    });
    submit(event, parsed, (created) => onCreated(created.secret));
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('keys.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('keys.namePlaceholder')}
          maxLength={80}
          required
        />
        <Select label={t('keys.access')} value={access} onChange={(event) => setAccess(event.target.value as 'read' | 'write')}>
          <option value="read">{t('keys.read')}</option>
          <option value="write">{t('keys.readWrite')}</option>
        </Select>
        <Select label={t('keys.expiry')} value={expiryDays} onChange={(event) => setExpiryDays(event.target.value)}>
          <option value="never">{t('keys.never')}</option>
          {EXPIRY_DAYS.map((days) => (
            <option key={days} value={days}>
              {t('keys.days', { count: days })}
            </option>
          ))}
        </Select>
        <Select label={t('keys.project')} value={projectId} onChange={(event) => setProjectId(event.target.value)}>
          <option value="">{t('keys.allProjects')}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </Select>
      </div>
      <CreateFormButtons submitLabel={t('keys.submit')} busy={create.isPending} onCancel={onCancel} />
    </form>
  );
}

function KeyRow({ apiKey, projects, busy, onRevoke }: { apiKey: ApiKey; projects: Project[]; busy: boolean; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('developer');
  const relative = useRelativeTime();
  const project = apiKey.projectId ? projects.find((p) => p.id === apiKey.projectId)?.name : null;
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= Date.now();
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{apiKey.name}</span>
          <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
            {apiKey.prefix}…
          </code>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} tone={scope === 'write' ? 'warning' : 'neutral'}>
              {t(`keys.scope.${scope}`)}
            </Badge>
          ))}
          <Badge tone="accent">{project ?? t('keys.allProjects')}</Badge>
          {expired && <Badge tone="danger">{t('keys.expired')}</Badge>}
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('keys.createdBy', { name: apiKey.createdBy?.displayName ?? '—', when: relative(apiKey.createdAt) })}
          {' · '}
          {apiKey.lastUsedAt ? t('keys.lastUsed', { when: relative(apiKey.lastUsedAt) }) : t('keys.neverUsed')}
          {apiKey.expiresAt &&
            !expired &&
            ` · ${t('keys.expires', { date: new Date(apiKey.expiresAt).toLocaleDateString(i18n.language) })}`}
        </p>
      </div>
      <ConfirmButton
        label={t('keys.revoke')}
        question={t('keys.revokeQuestion')}
        confirmLabel={t('keys.revoke')}
        busy={busy}
        onConfirm={onRevoke}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        {t('keys.revoke')}
      </ConfirmButton>
    </li>
  );
}
