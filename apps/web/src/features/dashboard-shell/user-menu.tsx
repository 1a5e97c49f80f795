import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreditCard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** docs/product/screens.md: Profile Settings, Billing, Sign out (ends the session and goes to /login). */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('accountMenu')}
        className="flex items-center rounded-full ring-offset-2 hover:ring-2 hover:ring-zinc-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:ring-offset-zinc-950 dark:hover:ring-zinc-700"
      >
        <Avatar name={user.displayName} photoURL={user.photoURL} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{user.displayName}</p>
          <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/client/settings')}>
          <UserRound className="h-4 w-4" aria-hidden />
          {t('profileSettings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/client/billing')}>
          <CreditCard className="h-4 w-4" aria-hidden />
          {t('billing')}
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem onSelect={() => navigate('/client/admin')}>
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {t('administration')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signingOut} onSelect={() => void onSignOut()}>
          <LogOut className="h-4 w-4" aria-hidden />
          {signingOut ? t('signingOut') : t('signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
