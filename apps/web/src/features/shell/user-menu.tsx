import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CreditCard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';

const itemClass =
  'flex w-full items-center gap-2 rounded px-2.5 py-1.5 text-left text-sm text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800';

export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  if (!user) return null;

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center rounded-full ring-offset-2 hover:ring-2 hover:ring-zinc-200 dark:ring-offset-zinc-950 dark:hover:ring-zinc-700"
      >
        <Avatar name={user.displayName} photoURL={user.photoURL} />
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-30 mt-2 w-60 rounded-lg border border-zinc-200 bg-white p-1.5 shadow-lg dark:border-zinc-800 dark:bg-zinc-900">
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{user.displayName}</p>
            <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{user.email}</p>
          </div>
          <div className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
          <Link role="menuitem" to="/client/settings" className={itemClass} onClick={close}>
            <UserRound className="h-4 w-4" aria-hidden />
            Profile Settings
          </Link>
          <Link role="menuitem" to="/client/billing" className={itemClass} onClick={close}>
            <CreditCard className="h-4 w-4" aria-hidden />
            Billing
          </Link>
          {user.isAdmin && (
            <Link role="menuitem" to="/client/admin" className={itemClass} onClick={close}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              Administration
            </Link>
          )}
          <div className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
          <button role="menuitem" type="button" className={itemClass} disabled={signingOut} onClick={onSignOut}>
            <LogOut className="h-4 w-4" aria-hidden />
            {signingOut ? 'Signing out...' : 'Sign out'}
          </button>
        </div>
      )}
    </div>
  );
}
