import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_VARIANTS, UpdateWorkspaceRequest, type Workspace } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { toast } from '../../lib/toast/toast.ts';
import { workspaceAddress } from './workspace-address.ts';
import { workspacesApi } from './workspaces-api.ts';

type Field = 'name' | 'slug';
type FieldErrors = Partial<Record<Field, string | undefined>>;

/**
 * Name, slug (its subdomain) and product variant of a workspace, for owners and admins; a taken slug is
 * shown on the field. The variant picks ARIA's default profile (docs/product/overview.md#product-variants), never the features.
 */
export function WorkspaceSettingsForm({
  workspace,
  onSaved,
  onCancel,
}: {
  workspace: Workspace;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['workspaces', 'common']);
  const { refreshWorkspaces } = useAuth();
  const [name, setName] = useState(workspace.name);
  const [slug, setSlug] = useState(workspace.slug);
  const [product, setProduct] = useState(workspace.product);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: (body: UpdateWorkspaceRequest) => workspacesApi.update(workspace.id, body),
    onSuccess: async () => {
      await refreshWorkspaces();
      toast({ variant: 'success', title: t('saved') });
      onSaved?.();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'slug-taken') setErrors({ slug: t('slugTaken') });
      else if (failure instanceof ApiError && failure.code === 'forbidden') toast({ variant: 'destructive', title: t('notAllowed') });
      else if (failure instanceof ApiError) {
        const issues = failure.fieldIssues();
        setErrors({ name: issues['body.name'], slug: issues['body.slug'] });
      } else toast({ variant: 'destructive', title: t('saveFailed') });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const patch: Record<string, string> = {};
    if (name !== workspace.name) patch.name = name;
    if (slug !== workspace.slug) patch.slug = slug;
    if (product !== workspace.product) patch.product = product;
    if (Object.keys(patch).length === 0) {
      onSaved?.();
      return;
    }
    const parsed = UpdateWorkspaceRequest.safeParse(patch);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'slug') next[field] ??= field === 'slug' ? t('slugRules') : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Input label={t('name')} value={name} error={errors.name} onChange={(event) => setName(event.target.value)} maxLength={80} required />
      <Input
        label={t('slug')}
        value={slug}
        error={errors.slug}
        hint={t('slugHint', { address: workspaceAddress(slug.trim().toLowerCase() || workspace.slug) })}
        onChange={(event) => setSlug(event.target.value)}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={48}
        required
      />
      <Select label={t('product')} value={product} onChange={(event) => setProduct(event.target.value as Workspace['product'])}>
        {PRODUCT_VARIANTS.map((variant) => (
          <option key={variant} value={variant}>
            {t(`products.${variant}`)}
          </option>
        ))}
      </Select>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="submit" busy={save.isPending}>
          {t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}
