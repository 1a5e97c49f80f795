import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

export type ComingSoonSection = 'integrations' | 'automation';

/** An honest placeholder for a section not built yet: says so, shows no sample data. */
export default function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  const { t } = useTranslation('shell');
  return (
    <Card>
      <EmptyState icon={Hammer} level="h1" title={t('comingSoon.title', { section: t(`sections.${section}`) })} description={t(`comingSoon.${section}`)} />
    </Card>
  );
}
