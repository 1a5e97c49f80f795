import { Building2, Globe, Inbox, ShieldCheck } from 'lucide-react';
import { CtaBand } from '../components/cta-band.tsx';
import { CtaLink } from '../components/cta-link.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const BEFORE_AFTER = [
  {
    before: 'Screenshots pasted into e-mails, with arrows drawn in Paint',
    after: 'The client clicks the element on the staging site and writes the comment there',
  },
  { before: '“Which page? Which button? On what phone?”', after: 'Page URL, element, viewport and browser come with every comment' },
  { before: 'A spreadsheet of change requests per client', after: 'One workspace per client, with open, in progress and resolved' },
  { before: 'Clients asking for status updates', after: 'Clients see replies and resolutions on their own site' },
];

const FOR_AGENCIES = [
  {
    icon: Building2,
    title: 'A workspace per client',
    text: 'Separate projects, members and data for every client; switch between them in the dashboard.',
  },
  {
    icon: Globe,
    title: 'Their own portal address',
    text: 'Each workspace signs in at its own subdomain, branded with the workspace name instead of ours.',
  },
  {
    icon: ShieldCheck,
    title: 'Client role',
    text: 'Invite clients with the client role: they comment and discuss, your team manages the projects.',
  },
  {
    icon: Inbox,
    title: 'One inbox for your team',
    text: 'Every client’s feedback in one live dashboard, searchable and filtered by project and status.',
  },
];

/** /landing-v2: the agency variant, aimed at studios that collect feedback from their clients. */
export default function AgencyLandingPage() {
  return (
    <>
      <PageHero
        eyebrow="For agencies and freelancers"
        title="Get client sign-off without the e-mail threads"
        subtitle="Your clients comment directly on the site you are building. Your team gets precise, actionable feedback in one place, per client."
      >
        <CtaLink to="/signup">Start a client project</CtaLink>
        <CtaLink to="/products/agency-flow" variant="secondary">
          AgencyFlow features
        </CtaLink>
      </PageHero>
      <PageSection title="Before and after" muted>
        <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
          <table className="w-full text-left text-sm">
            <thead className="bg-white dark:bg-zinc-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-zinc-500 dark:text-zinc-400">
                  Without CommentFlow
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-indigo-600 dark:text-indigo-400">
                  With CommentFlow
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200 bg-white dark:divide-zinc-800 dark:bg-zinc-950">
              {BEFORE_AFTER.map((row) => (
                <tr key={row.before}>
                  <td className="px-4 py-3 text-zinc-500 line-through decoration-zinc-300 dark:text-zinc-400 dark:decoration-zinc-600">
                    {row.before}
                  </td>
                  <td className="px-4 py-3">{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection title="Made for client work">
        <FeatureGrid features={FOR_AGENCIES} columns={2} />
      </PageSection>
      <CtaBand
        title="Your next client review, on the page itself"
        text="Set up a workspace for one client today; the trial covers every feature for 14 days."
      >
        <CtaLink to="/signup" variant="inverse">
          Start free
        </CtaLink>
        <CtaLink to="/premium" variant="outlineInverse">
          Plans for agencies
        </CtaLink>
      </CtaBand>
    </>
  );
}
