import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useRelativeTime } from '../../lib/i18n/use-relative-time.ts';
import { adminApi } from './admin-api.ts';
import { AdminListCard, bodyCell } from './admin-list-card.tsx';
import { useAdminChange, useAdminList } from './use-admin-list.ts';

function UserRow({ user, isSelf, ago }: { user: AdminUser; isSelf: boolean; ago: (iso: string) => string }) {
  const { t } = useTranslation('admin');
  const toggle = useAdminChange(() => adminApi.updateUser(user.uid, { disabled: !user.disabled }));
  return (
    <tr className="border-t border-zinc-100 dark:border-zinc-800">
      <td className={bodyCell}>
        <p className="font-medium text-zinc-900 dark:text-zinc-100">{user.displayName}</p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{user.email}</p>
      </td>
      <td className={bodyCell}>
        <div className="flex flex-wrap gap-1.5">
          {user.isAdmin && <Badge tone="accent">{t('users.admin')}</Badge>}
          {user.disabled ? <Badge tone="danger">{t('users.disabled')}</Badge> : <Badge tone="success">{t('users.active')}</Badge>}
          {!user.emailVerified && <Badge>{t('users.unverified')}</Badge>}
        </div>
      </td>
      <td className={`${bodyCell} tabular-nums`}>{user.workspaceCount}</td>
      <td className={bodyCell}>{ago(user.createdAt)}</td>
      <td className={`${bodyCell} text-right`}>
        {!isSelf && (
          <Button variant={user.disabled ? 'secondary' : 'danger'} size="sm" busy={toggle.isPending} onClick={() => toggle.mutate()}>
            {user.disabled ? t('users.enable') : t('users.disable')}
            <span className="sr-only"> {user.email}</span>
          </Button>
        )}
        {toggle.isError && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{toggle.error.message}</p>}
      </td>
    </tr>
  );
}

/** Every account of the install; disabling one ends its sessions at once. */
export function UsersTable() {
  const { t } = useTranslation('admin');
  const ago = useRelativeTime();
  const { user: me } = useAuth();
  const list = useAdminList('users', async (text, cursor, signal) => {
    const page = await adminApi.users(text, cursor, signal);
    return { items: page.users, nextCursor: page.nextCursor };
  });
  return (
    <AdminListCard
      title={t('users.title')}
      searchLabel={t('users.search')}
      columns={[
        t('users.user'),
        t('users.status'),
        t('users.workspaces'),
        t('users.joined'),
        <span className="sr-only">{t('users.actions')}</span>,
      ]}
      list={list}
    >
      {list.items.map((user) => (
        <UserRow key={user.uid} user={user} isSelf={user.uid === me?.uid} ago={ago} />
      ))}
    </AdminListCard>
  );
}
