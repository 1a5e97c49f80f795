import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

const STYLES = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500',
  secondary: 'border border-zinc-300 text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-900',
  /** On an indigo band. */
  inverse: 'bg-white text-indigo-700 hover:bg-indigo-50',
  outlineInverse: 'border border-indigo-300 text-white hover:bg-indigo-500',
};

interface CtaLinkProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof STYLES;
  className?: string;
  onClick?: () => void;
}

export function CtaLink({ to, children, variant = 'primary', className, onClick }: CtaLinkProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn('inline-flex items-center justify-center rounded-md px-4 py-2.5 text-sm font-medium', STYLES[variant], className)}
    >
      {children}
    </Link>
  );
}
