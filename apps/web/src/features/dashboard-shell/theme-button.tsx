import { useTranslation } from 'react-i18next';
import { ThemeCycleButton } from '../../components/theme-cycle-button.tsx';

/** The dashboard's theme button, labelled in the dashboard's language. */
export function ThemeButton() {
  const { t } = useTranslation('shell');
  return <ThemeCycleButton label={(current, next) => t('theme.label', { current: t(`theme.${current}`), next: t(`theme.${next}`) })} />;
}
