import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** A content page's data failed to load: say so, with the reason and a retry. */
export function PageLoadError({
  title,
  error,
  onRetry,
  icon,
  level,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  icon?: LucideIcon;
  level?: 'h1' | 'h2';
}) {
  return (
    <EmptyState icon={icon} level={level} title={title} description={error.message} action={<Button onClick={onRetry}>Try again</Button>} />
  );
}
