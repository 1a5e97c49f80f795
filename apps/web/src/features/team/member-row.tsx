import { useTranslation } from 'react-i18next';
import { LogOut, UserMinus } from 'lucide-react';
import { assignableRoles, canChangeMember, type Member, type Role } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { roleLabel } from '../workspaces/plan-label.ts';
import { ConfirmButton } from './confirm-button.tsx';

export interface MemberRowProps {
  member: Member;
  myRole: Role;
  isMe: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onRemove: () => void;
  /** Extra line under the name (a client's projects). */
  detail?: React.ReactNode;
}

export function MemberRow({ member, myRole, isMe, busy, onRole, onRemove, detail }: MemberRowProps) {
  const { t } = useTranslation('team');
  const ago = useRelativeTime();
  const manageable = !isMe && canChangeMember(myRole, member.role);
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5" data-testid="member-row">
      <Avatar name={member.displayName} photoURL={member.photoUrl} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {member.displayName}
          {isMe && <span className="ml-1.5 text-xs font-normal text-zinc-500 dark:text-zinc-400">{t('member.you')}</span>}
        </p>
        <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
          {t('member.joined', { email: member.email, time: ago(member.joinedAt) })}
        </p>
        {detail}
      </div>
      <div className="flex w-full items-center justify-between gap-2 pl-11 sm:w-auto sm:pl-0">
        {manageable || (isMe && myRole === 'owner') ? (
          <div className="w-40">
            <Select
              label={t('member.roleOf', { name: member.displayName })}
              hideLabel
              value={member.role}
              disabled={busy}
              onChange={(e) => onRole(e.target.value as Role)}
            >
              {assignableRoles(myRole).map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{roleLabel(member.role)}</Badge>
        )}
        <div className="flex justify-end">
          {isMe ? (
            <ConfirmButton question={t('member.leaveQuestion')} confirmLabel={t('member.leave')} busy={busy} onConfirm={onRemove}>
              <LogOut className="h-4 w-4" aria-hidden />
              {t('member.leave')}
            </ConfirmButton>
          ) : (
            manageable && (
              <ConfirmButton
                question={t('member.removeQuestion', { name: member.displayName })}
                confirmLabel={t('member.remove')}
                busy={busy}
                onConfirm={onRemove}
                label={t('member.removeLabel', { name: member.displayName })}
              >
                <UserMinus className="h-4 w-4" aria-hidden />
              </ConfirmButton>
            )
          )}
        </div>
      </div>
    </li>
  );
}
