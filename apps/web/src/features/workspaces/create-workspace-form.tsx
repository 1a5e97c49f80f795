import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CreateWorkspaceRequest, type Workspace } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { workspacesApi } from './workspaces-api.ts';

export function CreateWorkspaceForm({ onCreated, onCancel }: { onCreated?: (workspace: Workspace) => void; onCancel?: () => void }) {
  const { t } = useTranslation(['workspaces', 'common']);
  const { refreshWorkspaces, setCurrentWorkspace } = useAuth();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: workspacesApi.create,
    onSuccess: async ({ workspace }) => {
      await refreshWorkspaces();
      setCurrentWorkspace(workspace);
      setName('');
      onCreated?.(workspace);
    },
    onError: (failure) =>
      setError(failure instanceof ApiError ? (failure.fieldIssues()['body.name'] ?? failure.message) : t('createFailed')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateWorkspaceRequest.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <Input
        label={t('name')}
        placeholder={t('namePlaceholder')}
        value={name}
        error={error}
        onChange={(e) => setName(e.target.value)}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" busy={create.isPending}>
          {t('create')}
        </Button>
      </div>
    </form>
  );
}
