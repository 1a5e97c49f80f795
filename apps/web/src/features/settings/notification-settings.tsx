import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PREFERENCE_TYPES, type NotificationPreferences, type PreferenceType } from '@commentflow/shared';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { shellQueryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast/toast.ts';
import { SettingsCard } from './settings-card.tsx';
import { settingsApi } from './settings-api.ts';

/** One switch per kind of notification, saved on the server as soon as it is flipped. */
export function NotificationSettings() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: shellQueryKeys.notificationPreferences, queryFn: settingsApi.preferences, select: (data) => data.preferences });
  const update = useMutation({
    mutationFn: (change: { type: PreferenceType; on: boolean }) => settingsApi.updatePreferences({ [change.type]: change.on }),
    onSuccess: (data) => {
      queryClient.setQueryData<{ preferences: NotificationPreferences }>(shellQueryKeys.notificationPreferences, data);
      toast({ variant: 'success', title: t('notifications.saved') });
    },
    onError: () => toast({ variant: 'destructive', title: t('notifications.failed') }),
  });

  return (
    <SettingsCard id="settings-notifications" title={t('notifications.title')} description={t('notifications.text')}>
      {preferences.isPending ? (
        <Spinner label={t('loading')} />
      ) : preferences.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">{t('notifications.loadFailed')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {PREFERENCE_TYPES.map((type) => {
            const on = preferences.data[type];
            return (
              <li key={type} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div>
                  <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100" id={`pref-${type}`}>
                    {t(`notifications.types.${type}`)}
                  </p>
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">{t(`notifications.hints.${type}`)}</p>
                </div>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`pref-${type}`}
                  disabled={update.isPending}
                  onClick={() => update.mutate({ type, on: !on })}
                  className={cn(
                    'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60',
                    on ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-zinc-300 dark:bg-zinc-700',
                  )}
                >
                  <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-5.5' : 'translate-x-0.5')} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsCard>
  );
}
