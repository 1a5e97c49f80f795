import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A new instance's roadmap and changelog are not empty: the changelog tells what the product has
// shipped, the roadmap what is planned. A migration runs once per instance, so what an instance admin
// later changes or deletes is never put back. Written in the authors' words; admins edit from there.

const TEAM = 'CommentFlow team';

const SHIPPED: { title: string; markdown: string }[] = [
  {
    title: 'Pins on any page, live',
    markdown:
      'One `<script>` tag puts the widget on a site: visitors and the team pin comments to elements, the pins follow their elements across reloads and breakpoints, and the dashboard shows each new comment within a second.',
  },
  {
    title: 'Screenshots and context with every comment',
    markdown: 'A comment can carry an annotated screenshot, the browser, viewport and page, so the team sees what the visitor saw.',
  },
  {
    title: 'Teams, clients and guests',
    markdown:
      'Invite members and admins, share chosen projects with clients, and let guests comment with a name and e-mail. Mention teammates with `@`.',
  },
  {
    title: 'Triage in the dashboard',
    markdown:
      'An inbox and a board with status, priority and assignee, bulk actions, search and filters, analytics of what comes in and how fast it is resolved, and a full data export.',
  },
  {
    title: 'E-mail notifications',
    markdown:
      'New threads, replies, mentions and assignments by e-mail, at once or in an hourly or daily digest, in English or French; guests hear when their comment gets a reply or is resolved; answer a mail to reply in the thread.',
  },
];

const PLANNED: { title: string; body: string; status: 'planned' | 'under_review' }[] = [
  {
    title: 'Integrations with Slack, Jira, GitHub and Linear',
    body: 'Send new feedback to the tools the team already works in, and keep statuses in step.',
    status: 'planned',
  },
  {
    title: 'Automation rules',
    body: 'Route, assign and label new feedback automatically, by page, project or keyword.',
    status: 'planned',
  },
  {
    title: 'Billing and plans in the dashboard',
    body: 'See the plan, upgrade and download invoices without leaving the dashboard.',
    status: 'planned',
  },
  {
    title: 'Faster public pages',
    body: 'Serve the public pages with their content already in the HTML, for link previews and slow phones.',
    status: 'under_review',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const seed = db as Kysely<{
    changelog_entries: { id: string; title: string; markdown: string; author_user_id: string | null; published_at: string };
    roadmap_requests: {
      id: string;
      title: string;
      body: string;
      status: string;
      author_user_id: string | null;
      author_name: string;
      vote_count: number;
      comment_count: number;
      created_at: string;
      updated_at: string;
    };
  }>;
  const now = Date.now();
  // Oldest first, a minute apart, so the changelog lists them in the order they were written here.
  await seed
    .insertInto('changelog_entries')
    .values(
      SHIPPED.map((entry, index) => ({
        id: randomUUID(),
        ...entry,
        author_user_id: null,
        published_at: new Date(now - (SHIPPED.length - index) * 60_000).toISOString(),
      })),
    )
    .execute();
  const at = new Date(now).toISOString();
  await seed
    .insertInto('roadmap_requests')
    .values(
      PLANNED.map((request) => ({
        id: randomUUID(),
        ...request,
        author_user_id: null,
        author_name: TEAM,
        vote_count: 0,
        comment_count: 0,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}
