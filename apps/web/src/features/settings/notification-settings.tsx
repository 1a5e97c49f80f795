import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_FREQUENCIES,
  PREFERENCE_TYPES,
  type EmailFrequency,
  type EmailLanguage,
  type NotificationPreferences,
  type UpdateNotificationPreferencesRequest,
} from '@commentflow/shared';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { shellQueryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast/toast.ts';
import { SettingsCard } from './settings-card.tsx';
import { settingsApi } from './settings-api.ts';

/**
 * Per kind of notification: a switch for the bell and a box for e-mail; then how often e-mails go
 * (at once or in a digest) and their language. Each change is saved on the server at once.
 */
export function NotificationSettings() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: shellQueryKeys.notificationPreferences,
    queryFn: settingsApi.preferences,
    select: (data) => data.preferences,
  });
  const update = useMutation({
    mutationFn: (change: UpdateNotificationPreferencesRequest) => settingsApi.updatePreferences(change),
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
        <>
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
                    onClick={() => update.mutate({ [type]: !on })}
                    className={cn(
                      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60',
                      on ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-zinc-300 dark:bg-zinc-700',
                    )}
                  >
                    <span
                      className={cn(
                        'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                        on ? 'translate-x-5.5' : 'translate-x-0.5',
                      )}
                    />
                  </button>
                  <label className="flex shrink-0 items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
                    <input
                      type="checkbox"
                      checked={on && preferences.data.email[type]}
                      disabled={!on || update.isPending}
                      onChange={(event) => update.mutate({ email: { [type]: event.target.checked } })}
                      aria-label={t('notifications.emailKind', { kind: t(`notifications.types.${type}`) })}
                      className="h-4 w-4 rounded border-zinc-300 accent-indigo-600 dark:border-zinc-600"
                    />
                    {t('notifications.email')}
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 grid gap-4 border-t border-zinc-100 pt-4 sm:grid-cols-2 dark:border-zinc-800">
            <Select
              label={t('notifications.frequency')}
              value={preferences.data.emailFrequency}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ emailFrequency: event.target.value as EmailFrequency })}
            >
              {EMAIL_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`notifications.frequencies.${frequency}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('notifications.language')}
              value={preferences.data.emailLanguage}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ emailLanguage: event.target.value as EmailLanguage })}
            >
              <option value="en">English</option>
              <option value="fr">Français</option>
            </Select>
          </div>
        </>
      )}
    </SettingsCard>
  );
}
