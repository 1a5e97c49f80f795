import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

/** A page's (or a panel's) data on its way: one centred, labelled spinner, the same everywhere. */
export function PageLoading({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex justify-center py-16 text-zinc-500', className)}>
      <Spinner label={label} />
    </div>
  );
}
