import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { CreateInviteRequest, type InviteRole } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useIssueText } from '../../lib/i18n/use-issue-text.ts';
import { roleLabel } from '../workspaces/plan-label.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { useProjects } from '../projects/use-projects.ts';
import { ProjectPicker } from './project-picker.tsx';
import { useTeamActions } from './use-team.ts';

const INVITE_ROLES: readonly InviteRole[] = ['admin', 'member', 'client'];

type Errors = Partial<Record<'email' | 'projectIds', string>>;

/** Invite by e-mail. `role` fixes the role (the client access page invites clients only). */
export function InviteForm({
  workspaceId,
  role: fixedRole,
  onSent,
}: {
  workspaceId: string;
  role?: InviteRole;
  onSent?: (email: string) => void;
}) {
  const { t } = useTranslation('team');
  const issueText = useIssueText();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>(fixedRole ?? 'member');
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { invite } = useTeamActions(workspaceId);
  const projects = useProjects(workspaceId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSent(null);
    const parsed = CreateInviteRequest.safeParse({ email, role, ...(role === 'client' ? { projectIds } : {}) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issueText(issue)])));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: ({ invite: created }) => {
        setSent(created.email);
        setEmail('');
        setProjectIds([]);
        onSent?.(created.email ?? '');
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fieldIssues() : {};
        if (fields.email) setErrors({ email: fields.email });
        else setFormError(failure.message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert message={formError} />
      <div className={fixedRole ? '' : 'grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]'}>
        <Input
          label={t('form.email')}
          type="email"
          autoComplete="off"
          placeholder={t('form.emailPlaceholder')}
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {!fixedRole && (
          <Select label={t('form.role')} value={role} onChange={(e) => setRole(e.target.value as InviteRole)}>
            {INVITE_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </Select>
        )}
      </div>
      {role === 'client' && (
        <ProjectPicker projects={projects.data ?? []} selected={projectIds} onChange={setProjectIds} error={errors.projectIds} />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {fixedRole ? '' : `${t(`roleHint.${role}`)}. `}
          {t('form.validity')}
        </p>
        <Button type="submit" busy={invite.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {t('form.send')}
        </Button>
      </div>
      {sent && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('form.sent', { email: sent })}
        </p>
      )}
    </form>
  );
}
