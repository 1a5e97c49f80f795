import { cn } from '../../lib/cn.ts';
import { initials } from '../../lib/initials.ts';

/** A person's picture, or initials from their name when they have none (docs/product/data.md). */
export function Avatar({
  name,
  photoURL,
  size = 'md',
  className,
}: {
  name: string;
  photoURL?: string | null;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const box = size === 'sm' ? 'h-6 w-6 text-[10px]' : 'h-8 w-8 text-xs';
  if (photoURL) return <img src={photoURL} alt="" className={cn('shrink-0 rounded-full object-cover', box, className)} />;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300',
        box,
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
