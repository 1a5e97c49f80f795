import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSitePaths } from '../public-shells/site-paths.ts';

/** For signed-out visitors: sign in on this host, then come back to this very page. */
export function SignInLink({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  const paths = useSitePaths();
  const { pathname, search } = useLocation();
  return (
    <Link to={paths.login(`${pathname}${search}`)} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
