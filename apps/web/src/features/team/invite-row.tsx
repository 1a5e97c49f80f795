import { useTranslation } from 'react-i18next';
import { Link2, Mail, RotateCw, X } from 'lucide-react';
import type { Invite } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { roleLabel } from '../workspaces/plan-label.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { expiresIn } from './expires-in.ts';

/** An open invitation: who, which role, until when; resend (e-mail only) and revoke. */
export function InviteRow({
  invite,
  title,
  detail,
  onResend,
  onRevoke,
  busy,
}: {
  invite: Invite;
  title: string;
  detail?: string;
  onResend?: () => void;
  onRevoke: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('team');
  const Icon = invite.kind === 'email' ? Mail : Link2;
  const expiry = expiresIn(invite.expiresAt);
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5" data-testid="invite-row">
      <span
        aria-hidden
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400"
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
        <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
          {detail ??
            (invite.invitedByName
              ? t('invite.invitedBy', { role: roleLabel(invite.role), name: invite.invitedByName })
              : roleLabel(invite.role))}{' '}
          ·{' '}
          {invite.expired
            ? t('invite.expired')
            : t(expiry.unit === 'hours' ? 'invite.expiresHours' : 'invite.expiresDays', { count: expiry.count })}
        </p>
      </div>
      {invite.expired ? (
        <Badge tone="warning">{t('invite.expiredBadge')}</Badge>
      ) : (
        <Badge tone={invite.kind === 'link' ? 'success' : 'neutral'}>
          {invite.kind === 'link' ? t('invite.active') : t('invite.pending')}
        </Badge>
      )}
      <div className="flex w-full justify-end gap-1 sm:w-auto">
        {onResend && (
          <Button variant="ghost" size="sm" busy={busy} onClick={onResend}>
            <RotateCw className="h-3.5 w-3.5" aria-hidden />
            {t('invite.resend')}
          </Button>
        )}
        <ConfirmButton
          question={t('invite.revokeQuestion')}
          confirmLabel={t('invite.revoke')}
          busy={busy}
          onConfirm={onRevoke}
          label={t('invite.revokeFor', { name: title })}
        >
          <X className="h-4 w-4" aria-hidden />
        </ConfirmButton>
      </div>
    </li>
  );
}
