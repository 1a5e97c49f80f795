import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, ShieldAlert, Workflow } from 'lucide-react';
import { can, type AutomationRule } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { automationApi } from '../features/automation/automation-api.ts';
import { RuleEditor } from '../features/automation/rule-editor.tsx';
import type { RuleChoices } from '../features/automation/rule-parts.tsx';
import { useMembers } from '../features/comments/use-comments.ts';
import { useIntegrations } from '../features/integrations/use-integrations.ts';
import { useProjects } from '../features/projects/use-projects.ts';
import { ConfirmButton } from '../features/team/confirm-button.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { useRelativeTime } from '../lib/i18n/use-relative-time.ts';
import { queryKeys } from '../lib/query-keys.ts';

export default function AutomationPage() {
  const { t } = useTranslation('automation');
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';
  const manager = currentWorkspace ? can(currentWorkspace.role, 'automation:manage') : false;
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: queryKeys.automationRules(workspaceId),
    queryFn: () => automationApi.list(workspaceId),
    enabled: manager && Boolean(workspaceId),
  });
  const projects = useProjects(workspaceId);
  const members = useMembers(workspaceId);
  const integrations = useIntegrations(workspaceId, manager);
  const [writing, setWriting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.automationRules(workspaceId) });
  const update = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => automationApi.update(id, { enabled }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: automationApi.remove, onSuccess: refresh });
  const reorder = useMutation({ mutationFn: (ids: string[]) => automationApi.reorder(workspaceId, ids), onSuccess: refresh });

  if (!manager) {
    return (
      <Card>
        <EmptyState icon={ShieldAlert} level="h1" title={t('title')} description={t('managersOnly')} />
      </Card>
    );
  }
  const choices: RuleChoices = {
    projects: projects.data ?? [],
    members: members.data ?? [],
    integrations: integrations.data?.integrations ?? [],
  };
  const list = rules.data?.rules ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((rule) => rule.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids);
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          !writing && (
            <Button onClick={() => setWriting(true)}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('newRule')}
            </Button>
          )
        }
      />
      {writing && (
        <Card className="mb-6 p-5">
          <h2 className="mb-4 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('newRule')}</h2>
          <RuleEditor
            choices={choices}
            onTry={(rule) => automationApi.tryOut(workspaceId, rule)}
            onSave={async (rule) => {
              await automationApi.create(workspaceId, rule);
              setWriting(false);
              await refresh();
            }}
            onCancel={() => setWriting(false)}
          />
        </Card>
      )}
      {rules.isPending ? (
        <div className="flex justify-center py-16 text-zinc-500">
          <Spinner label={t('loading')} />
        </div>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState icon={Workflow} level="h2" title={t('noneTitle')} description={t('noneText')} />
        </Card>
      ) : (
        <ol aria-label={t('rules')} className="space-y-3">
          {list.map((rule, index) => (
            <li key={rule.id}>
              <RuleCard
                rule={rule}
                first={index === 0}
                last={index === list.length - 1}
                onMove={(by) => move(index, by)}
                onToggle={() => update.mutate({ id: rule.id, enabled: !rule.enabled })}
                onDelete={() => remove.mutate(rule.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function RuleCard({
  rule,
  first,
  last,
  onMove,
  onToggle,
  onDelete,
}: {
  rule: AutomationRule;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('automation');
  const [showRuns, setShowRuns] = useState(false);
  return (
    <Card className="p-4" data-testid="automation-rule">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            {rule.name}
            <Badge tone={rule.enabled ? 'success' : 'neutral'}>{rule.enabled ? t('active') : t('paused')}</Badge>
          </h3>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            {t(`triggers.${rule.trigger}`)} · {t('summary', { conditions: rule.conditions.length, actions: rule.actions.length })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={t('moveUp', { name: rule.name })} disabled={first} onClick={() => onMove(-1)}>
            <ArrowUp className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('moveDown', { name: rule.name })} disabled={last} onClick={() => onMove(1)}>
            <ArrowDown className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" onClick={onToggle}>
            {rule.enabled ? t('pause') : t('resume')}
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={showRuns} onClick={() => setShowRuns(!showRuns)}>
            {t('runLog')}
          </Button>
          <ConfirmButton question={t('deleteQuestion', { name: rule.name })} confirmLabel={t('delete')} onConfirm={onDelete}>
            {t('delete')}
          </ConfirmButton>
        </div>
      </div>
      {showRuns && <RunLog ruleId={rule.id} />}
    </Card>
  );
}

function RunLog({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation('automation');
  const ago = useRelativeTime();
  const runs = useQuery({ queryKey: queryKeys.automationRuns(ruleId), queryFn: () => automationApi.runs(ruleId), refetchInterval: 5_000 });
  if (runs.isPending) return <Spinner label={t('loading')} />;
  const list = runs.data?.runs ?? [];
  return (
    <section aria-label={t('runLog')} className="mt-4 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      {list.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('noRuns')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {list.map((run) => (
            <li key={run.id} className="text-zinc-700 dark:text-zinc-300">
              <span className="text-zinc-500 dark:text-zinc-400">{ago(run.createdAt)} · </span>
              {run.matched ? (run.actionsDone.length > 0 ? run.actionsDone.join(' · ') : t('matchedNothingDone')) : t('notMatched')}
              {run.errors.map((error) => (
                <span key={error} className="block text-red-700 dark:text-red-400">
                  {error}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
