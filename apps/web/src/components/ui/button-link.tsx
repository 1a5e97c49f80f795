import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

/** A link to another dashboard page that looks like a secondary button (page header actions). */
export function ButtonLink({
  to,
  children,
  variant = 'secondary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
