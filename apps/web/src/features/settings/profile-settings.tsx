import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UpdateProfileRequest } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { AUTH_STATE_CHANGED_EVENT } from '../../lib/auth/auth-provider.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { toast } from '../../lib/toast/toast.ts';
import { SettingsCard } from './settings-card.tsx';
import { settingsApi } from './settings-api.ts';

type Errors = { displayName?: string | undefined; photoURL?: string | undefined };

/** Name and avatar: an image URL, or none for the avatar generated from the name (docs/product/data.md). */
export function ProfileSettings() {
  const { t } = useTranslation(['settings', 'common']);
  const { user } = useAuth();
  const [displayName, setDisplayName] = useState(user?.displayName ?? '');
  const [photoURL, setPhotoURL] = useState(user?.photoURL ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: settingsApi.updateProfile,
    onSuccess: ({ user: updated }) => {
      // The auth provider adopts the changed user, so the top bar and menus update at once.
      window.dispatchEvent(new CustomEvent(AUTH_STATE_CHANGED_EVENT, { detail: { user: updated } }));
      toast({ variant: 'success', title: t('profile.saved') });
    },
    onError: (failure) => {
      if (!(failure instanceof ApiError)) return toast({ variant: 'destructive', title: t('common:errors.generic') });
      const issues = failure.fieldIssues();
      setErrors({ displayName: issues['body.displayName'], photoURL: issues['body.photoURL'] });
      return undefined;
    },
  });
  if (!user) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateProfileRequest.safeParse({ displayName, photoURL: photoURL.trim() === '' ? null : photoURL.trim() });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'displayName') next.displayName = t('profile.nameRequired');
        if (issue.path[0] === 'photoURL') next.photoURL = t('profile.photoInvalid');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <SettingsCard id="settings-profile" title={t('profile.title')} description={t('profile.text')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div className="flex items-center gap-4">
          <Avatar
            name={displayName || user.displayName}
            photoURL={/^https?:\/\/\S+$/.test(photoURL.trim()) ? photoURL.trim() : null}
            className="h-14 w-14 text-base"
          />
          <div className="text-sm">
            <p className="font-medium text-zinc-900 dark:text-zinc-100">{user.email}</p>
            {photoURL && (
              <button
                type="button"
                onClick={() => setPhotoURL('')}
                className="mt-0.5 text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {t('profile.useGenerated')}
              </button>
            )}
          </div>
        </div>
        <Input
          label={t('profile.name')}
          value={displayName}
          error={errors.displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          autoComplete="name"
          maxLength={80}
        />
        <Input
          label={t('profile.photo')}
          value={photoURL}
          error={errors.photoURL}
          hint={t('profile.photoHint')}
          onChange={(event) => setPhotoURL(event.target.value)}
          inputMode="url"
          placeholder="https://"
        />
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
