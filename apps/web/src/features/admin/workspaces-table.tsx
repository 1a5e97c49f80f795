import { useTranslation } from 'react-i18next';
import { Plan, type AdminWorkspace, type UpdateAdminWorkspaceRequest } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { fieldClass } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { entitlementLabel } from '../workspaces/plan-label.ts';
import { adminApi } from './admin-api.ts';
import { AdminListCard, bodyCell } from './admin-list-card.tsx';
import { useAdminChange, useAdminList } from './use-admin-list.ts';

/** What support's one click gives a customer who needs more time. */
const TRIAL_EXTENSION_DAYS = 14;

function WorkspaceRow({ workspace }: { workspace: AdminWorkspace }) {
  const { t, i18n } = useTranslation('admin');
  const update = useAdminChange((changes: UpdateAdminWorkspaceRequest) => adminApi.updateWorkspace(workspace.id, changes));
  return (
    <tr className="border-t border-zinc-100 dark:border-zinc-800">
      <td className={bodyCell}>
        <p className="font-medium text-zinc-900 dark:text-zinc-100">{workspace.name}</p>
        <p className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{workspace.slug}</p>
      </td>
      <td className={`${bodyCell} tabular-nums`}>
        {workspace.memberCount} · {workspace.projectCount} · {workspace.commentCount.toLocaleString(i18n.language)}
      </td>
      <td className={bodyCell}>
        <label className="sr-only" htmlFor={`plan-${workspace.id}`}>
          {t('workspaces.planOf', { name: workspace.name })}
        </label>
        <select
          id={`plan-${workspace.id}`}
          value={workspace.plan}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ plan: Plan.parse(event.target.value) })}
          className={cn(fieldClass, 'h-8 w-28 py-1')}
        >
          {Plan.options.map((plan) => (
            <option key={plan} value={plan}>
              {entitlementLabel(plan)}
            </option>
          ))}
        </select>
      </td>
      <td className={bodyCell}>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {!workspace.trialEndsAt
            ? t('workspaces.noTrial')
            : Date.parse(workspace.trialEndsAt) > Date.now()
              ? t('workspaces.trialUntil', { date: new Date(workspace.trialEndsAt).toLocaleDateString(i18n.language) })
              : t('workspaces.trialEnded', { date: new Date(workspace.trialEndsAt).toLocaleDateString(i18n.language) })}
        </p>
        <div className="mt-1 flex gap-1.5">
          <Button
            size="sm"
            variant="secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ extendTrialDays: TRIAL_EXTENSION_DAYS })}
            aria-label={t('workspaces.extendOf', { name: workspace.name, days: TRIAL_EXTENSION_DAYS })}
          >
            {t('workspaces.extend', { days: TRIAL_EXTENSION_DAYS })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={() => update.mutate({ endTrial: true })}
            aria-label={t('workspaces.endOf', { name: workspace.name })}
          >
            {t('workspaces.end')}
          </Button>
        </div>
      </td>
      <td className={bodyCell}>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={workspace.exempt}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ exempt: event.target.checked })}
            className="h-4 w-4 rounded border-zinc-300 accent-indigo-600 dark:border-zinc-700"
          />
          <span>{t('workspaces.exempt')}</span>
          <span className="sr-only"> {t('workspaces.exemptOf', { name: workspace.name })}</span>
        </label>
        {update.isError && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{update.error.message}</p>}
      </td>
    </tr>
  );
}

/** Every workspace with its size; plan override, the trial extended or ended, and the exempt flag (never warned about retention). */
export function WorkspacesTable() {
  const { t } = useTranslation('admin');
  const list = useAdminList('workspaces', async (text, cursor, signal) => {
    const page = await adminApi.workspaces(text, cursor, signal);
    return { items: page.workspaces, nextCursor: page.nextCursor };
  });
  return (
    <AdminListCard
      title={t('workspaces.title')}
      searchLabel={t('workspaces.search')}
      columns={[t('workspaces.workspace'), t('workspaces.sizes'), t('workspaces.plan'), t('workspaces.trial'), t('workspaces.retention')]}
      list={list}
    >
      {list.items.map((workspace) => (
        <WorkspaceRow key={workspace.id} workspace={workspace} />
      ))}
    </AdminListCard>
  );
}
