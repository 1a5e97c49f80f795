import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

interface Integration {
  name: string;
  text: string;
  link?: { to: string; label: string };
}

const AVAILABLE: Integration[] = [
  {
    name: 'Any website',
    text: 'One script tag runs the widget on plain HTML, React, Next.js, Vue, Angular, Svelte, WordPress, Webflow and any builder that accepts custom code.',
    link: { to: '/docs', label: 'Installation guide' },
  },
  {
    name: 'REST API',
    text: 'Workspaces, projects and comments over JSON, with an API key per workspace (read or read and write, one project or all, rate limited). The OpenAPI 3 document is generated from the server code, so it always matches.',
    link: { to: '/docs/api-keys', label: 'API keys' },
  },
  {
    name: 'Webhooks',
    text: 'A signed call to your endpoint (Standard Webhooks) when a comment is created, changes status or gets a reply, retried for a day when it fails.',
    link: { to: '/docs/webhooks', label: 'Webhooks' },
  },
  {
    name: 'MCP for AI assistants',
    text: 'Claude Code, Cursor and VS Code read the feedback of your site, with its selector, console and network capture, then reply and resolve.',
    link: { to: '/docs/mcp', label: 'MCP server' },
  },
  {
    name: 'Live events',
    text: 'Dashboards receive comment-created, comment-updated and comment-deleted events over Socket.IO the moment they happen.',
  },
  {
    name: 'Sign-in providers',
    text: 'Google, GitHub, GitLab (also self-managed), Atlassian and Discord sign-in, each turned on by adding its client id and secret.',
  },
  {
    name: 'GitHub and GitLab issues',
    text: 'File a thread as an issue, with its screenshot link, page, element, browser and console errors. Closing or reopening the issue resolves or reopens the thread (signed webhooks), and the other way round. GitHub with a token or as a GitHub App, GitHub Enterprise too; GitLab.com or your own GitLab.',
    link: { to: '/docs/integrations', label: 'Set up a tracker' },
  },
  {
    name: 'Jira Cloud',
    text: 'Issues with an Atlassian Document Format description; status changes follow your workflow through the status mapping you choose, both ways.',
  },
  {
    name: 'Linear',
    text: "Issues in a team through Linear's GraphQL API; completing or reopening an issue resolves or reopens its thread.",
  },
  { name: 'Trello', text: 'A card per thread on the list you pick; moving the card to your done list resolves the thread.' },
  {
    name: 'Slack and e-mail',
    text: 'A message per new thread and status change: Block Kit in a Slack channel through an incoming webhook, or an e-mail through your SMTP server.',
  },
  {
    name: 'Automation rules',
    text: "When a thread is created, changes status or is assigned, or ARIA files a new finding, and it matches your conditions (page, priority, author, text, ARIA's detector and severity...), assign it, set its priority or status, notify people, post to Slack, file a ticket or send a webhook.",
  },
];

const PLANNED: Integration[] = [
  {
    name: 'Asana, ClickUp and Microsoft Teams',
    text: 'Tasks from threads and messages in Teams channels, like the trackers and chats above.',
  },
];

function IntegrationList({ items, status }: { items: Integration[]; status: 'available' | 'planned' }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.name} className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
          <div className="flex items-center justify-between gap-3">
            <h3 className="font-semibold">{item.name}</h3>
            <Badge tone={status === 'available' ? 'success' : 'warning'}>{status === 'available' ? 'Available' : 'Planned'}</Badge>
          </div>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{item.text}</p>
          {item.link && (
            <Link to={item.link.to} className="mt-3 inline-block text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              {item.link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /integrations: what exists today and what is planned, said plainly. */
export default function IntegrationsPage() {
  return (
    <>
      <PageHero
        eyebrow="Integrations"
        title="Connect CommentFlow to your stack"
        subtitle="What you can use today, and what is on the roadmap. We only call something available when it ships in the open source server."
      />
      <PageSection title="Available today" muted>
        <IntegrationList items={AVAILABLE} status="available" />
      </PageSection>
      <PageSection
        title="Planned"
        intro={
          <>
            Not built yet. Vote on the{' '}
            <Link to="/roadmap" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              roadmap
            </Link>{' '}
            for the ones you need first. Meanwhile, live events reach any page on your project's allowed origins.
          </>
        }
      >
        <IntegrationList items={PLANNED} status="planned" />
      </PageSection>
    </>
  );
}
