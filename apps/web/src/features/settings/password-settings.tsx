import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangePasswordRequest } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast/toast.ts';
import { SettingsCard } from './settings-card.tsx';
import { settingsApi } from './settings-api.ts';

type Errors = { current?: string | undefined; next?: string | undefined; confirm?: string | undefined };

/** Change the password; the server signs every other browser out. */
export function PasswordSettings() {
  const { t } = useTranslation('settings');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useMutation({
    mutationFn: settingsApi.changePassword,
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setConfirm('');
      toast({ variant: 'success', title: t('password.changed'), description: t('password.changedText') });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'wrong-password') setErrors({ current: t('password.wrong') });
      else if (failure instanceof ApiError && failure.code === 'weak-password') setErrors({ next: t('password.weak') });
      else toast({ variant: 'destructive', title: t('password.failed'), description: failure.message });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordRequest.safeParse({ currentPassword: current, newPassword: next });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'currentPassword') found.current = t('password.currentRequired');
        if (issue.path[0] === 'newPassword') found.next = t('password.tooShort');
      }
    }
    if (next !== confirm) found.confirm = t('password.mismatch');
    setErrors(found);
    if (parsed.success && !found.confirm) change.mutate(parsed.data);
  };

  return (
    <SettingsCard id="settings-password" title={t('password.title')} description={t('password.text')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Input
          type="password"
          label={t('password.current')}
          value={current}
          error={errors.current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
        />
        <Input
          type="password"
          label={t('password.new')}
          value={next}
          error={errors.next}
          onChange={(e) => setNext(e.target.value)}
          autoComplete="new-password"
        />
        <Input
          type="password"
          label={t('password.confirm')}
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
        />
        <div className="flex justify-end">
          <Button type="submit" busy={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
