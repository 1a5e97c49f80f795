import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyTexts } from '../../components/ui/copy-button.tsx';

/** The copy button's words in the app's language, for the dashboard (the public site stays English). */
export function useCopyTexts(): CopyTexts {
  const { t } = useTranslation('common');
  return useMemo(() => ({ idle: t('copy.idle'), copied: t('copy.copied'), failed: t('copy.failed') }), [t]);
}
