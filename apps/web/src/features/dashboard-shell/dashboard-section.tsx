import type { ReactNode } from 'react';
import { SectionErrorBoundary, type SectionKey } from '../../components/section-error-boundary.tsx';
import { SectionTitle } from './section-title.tsx';

/**
 * A dashboard section as the route table draws it: the tab titled after it, and failing on its own
 * (docs/product/screens.md). Both speak the dashboard's languages, so this loads with the dashboard
 * (routing/lazy-pages.ts), never with the landing.
 */
export function DashboardSection({ section, onRetry, children }: { section: SectionKey; onRetry: () => void; children: ReactNode }) {
  return (
    <SectionErrorBoundary section={section} onRetry={onRetry}>
      <SectionTitle section={section} />
      {children}
    </SectionErrorBoundary>
  );
}
