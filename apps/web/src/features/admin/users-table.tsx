import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@commentflow/shared';
import { relativeTime } from '@commentflow/shared';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { adminApi } from './admin-api.ts';
import { AdminListCard, bodyCell, headCell } from './admin-list-card.tsx';
import { useAdminList } from './use-admin-list.ts';

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => adminApi.updateUser(user.uid, { disabled: !user.disabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <tr className="border-t border-zinc-100 dark:border-zinc-800">
      <td className={bodyCell}>
        <p className="font-medium text-zinc-900 dark:text-zinc-100">{user.displayName}</p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{user.email}</p>
      </td>
      <td className={bodyCell}>
        <div className="flex flex-wrap gap-1.5">
          {user.isAdmin && <Badge tone="accent">Admin</Badge>}
          {user.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
          {!user.emailVerified && <Badge>Unverified</Badge>}
        </div>
      </td>
      <td className={`${bodyCell} tabular-nums`}>{user.workspaceCount}</td>
      <td className={bodyCell}>{relativeTime(user.createdAt)}</td>
      <td className={`${bodyCell} text-right`}>
        {!isSelf && (
          <Button variant={user.disabled ? 'secondary' : 'danger'} size="sm" busy={toggle.isPending} onClick={() => toggle.mutate()}>
            {user.disabled ? 'Enable' : 'Disable'}
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
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const list = useAdminList('users', search, async (text, cursor, signal) => {
    const page = await adminApi.users(text, cursor, signal);
    return { items: page.users, nextCursor: page.nextCursor };
  });
  return (
    <AdminListCard title="Users" searchLabel="Find users by e-mail or name" search={search} onSearch={setSearch} list={list} empty={list.items.length === 0}>
      <thead>
        <tr>
          <th className={headCell}>User</th>
          <th className={headCell}>Status</th>
          <th className={headCell}>Workspaces</th>
          <th className={headCell}>Joined</th>
          <th className={headCell}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.items.map((user) => (
          <UserRow key={user.uid} user={user} isSelf={user.uid === me?.uid} />
        ))}
      </tbody>
    </AdminListCard>
  );
}
