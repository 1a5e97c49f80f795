import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@commentflow/shared';
import type { SectionKey } from '../../components/section-error-boundary.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Titles the browser tab after the dashboard section and workspace ("Comments · Acme · CommentFlow"),
 * so several open tabs and the history tell apart, in the reader's language.
 */
export function SectionTitle({ section }: { section: SectionKey }) {
  const { t } = useTranslation('shell');
  const { currentWorkspace } = useAuth();
  const title = [t(`sections.${section}`), currentWorkspace?.name, BRAND.name].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
