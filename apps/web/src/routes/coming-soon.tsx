import { Hammer } from 'lucide-react';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

const SECTIONS: Record<string, string> = {
  Analytics: 'Feedback volume, response times and resolution rates across your projects will appear here.',
  API: 'API keys and documentation for reading and writing feedback from your own tools will live here.',
  Team: 'Inviting teammates and clients to this workspace and managing their roles will happen here.',
  Integrations: 'Sending feedback to Slack, Jira, GitHub, Linear and other tools will be set up here.',
  Automation: 'Rules that route, assign and label new feedback automatically will be configured here.',
  Billing: 'Your plan, invoices and upgrades will be managed here.',
};

/** An honest placeholder for a section not built yet: says so, shows no sample data. */
export default function ComingSoonPage({ section }: { section: keyof typeof SECTIONS & string }) {
  return (
    <Card>
      <EmptyState icon={Hammer} level="h1" title={`${section} is coming soon`} description={SECTIONS[section] ?? 'This section is being built.'} />
    </Card>
  );
}
