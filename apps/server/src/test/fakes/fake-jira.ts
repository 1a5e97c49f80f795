import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server.ts';
import type { Delivery, FakeTicket } from './tracker-contract.ts';

export const JIRA_EMAIL = 'jo@acme.test';
export const JIRA_TOKEN = 'atlassian-good-token';

const STATUSES = [
  { id: '11', name: 'To Do', category: 'new' },
  { id: '21', name: 'In Progress', category: 'indeterminate' },
  { id: '31', name: 'Done', category: 'done' },
];

/** Every text and link target of an ADF document, so tests can look for what the description says. */
export function adfText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, marks, content } = node as { text?: string; marks?: Array<{ attrs?: { href?: string } }>; content?: unknown[] };
  const hrefs = (marks ?? []).map((mark) => mark.attrs?.href ?? '').join(' ');
  return [text ?? '', hrefs, ...(content ?? []).map(adfText)].filter(Boolean).join(' ');
}

/** Jira Cloud's REST API v3 for project WEB (basic auth, ADF, transitions) and its signed admin webhooks. */
export interface FakeJira extends FakeServer {
  tickets: Array<FakeTicket & { status: string; adf: unknown }>;
  deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string): Delivery;
}

export async function startFakeJira(): Promise<FakeJira> {
  const server = await startFakeServer();
  const tickets: FakeJira['tickets'] = [];
  const basic = `Basic ${Buffer.from(`${JIRA_EMAIL}:${JIRA_TOKEN}`).toString('base64')}`;
  const refused = { status: 401, body: { errorMessages: ['Client must be authenticated to access this resource.'], errors: {} } };
  const find = (key: string | undefined) => tickets.find((ticket) => ticket.key === key);

  server.on('GET', '/rest/api/3/project/:key', (request, params) => {
    if (request.headers.authorization !== basic) return refused;
    if (params.key !== 'WEB')
      return { status: 404, body: { errorMessages: [`No project could be found with key '${params.key}'.`], errors: {} } };
    return { status: 200, body: { id: '10000', key: 'WEB', name: 'Website' } };
  });
  server.on('POST', '/rest/api/3/issue', (request) => {
    if (request.headers.authorization !== basic) return refused;
    const { fields } = request.json as {
      fields: { summary: string; description: unknown; project: { key: string }; issuetype: { name: string } };
    };
    if (fields.project.key !== 'WEB' || fields.issuetype.name !== 'Task')
      return { status: 400, body: { errorMessages: [], errors: { issuetype: 'Specify a valid issue type' } } };
    const ticket = {
      key: `WEB-${tickets.length + 1}`,
      title: fields.summary,
      body: adfText(fields.description),
      adf: fields.description,
      state: 'open' as const,
      status: 'To Do',
      comments: [],
    };
    tickets.push(ticket);
    return {
      status: 201,
      body: { id: String(10_000 + tickets.length), key: ticket.key, self: `${server.url}/rest/api/3/issue/${ticket.key}` },
    };
  });
  server.on('GET', '/rest/api/3/issue/:key/transitions', (request, params) => {
    if (request.headers.authorization !== basic || !find(params.key)) return refused;
    return {
      status: 200,
      body: {
        transitions: STATUSES.map((status) => ({
          id: status.id,
          name: status.name,
          to: { name: status.name, statusCategory: { key: status.category } },
        })),
      },
    };
  });
  server.on('POST', '/rest/api/3/issue/:key/transitions', (request, params) => {
    const ticket = find(params.key);
    if (request.headers.authorization !== basic || !ticket) return refused;
    const target = STATUSES.find((status) => status.id === (request.json as { transition: { id: string } }).transition.id);
    if (!target) return { status: 400, body: { errorMessages: ['Transition id is not valid'], errors: {} } };
    ticket.status = target.name;
    ticket.state = target.category === 'done' ? 'closed' : 'open';
    return { status: 204 };
  });
  server.on('POST', '/rest/api/3/issue/:key/comment', (request, params) => {
    const ticket = find(params.key);
    if (request.headers.authorization !== basic || !ticket) return refused;
    ticket.comments.push(adfText((request.json as { body: unknown }).body));
    return { status: 201, body: { id: String(ticket.comments.length) } };
  });

  return Object.assign(server, {
    tickets,
    deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string): Delivery {
      const status = state === 'closed' ? STATUSES[2]! : STATUSES[0]!;
      const from = (ticket as FakeJira['tickets'][number]).status;
      Object.assign(ticket, { state, status: status.name });
      const body = JSON.stringify({
        timestamp: Date.now(),
        webhookEvent: 'jira:issue_updated',
        issue_event_type_name: 'issue_generic',
        issue: { id: '10001', key: ticket.key, fields: { status: { name: status.name, statusCategory: { key: status.category } } } },
        changelog: { id: '1', items: [{ field: 'status', fieldtype: 'jira', fromString: from, toString: status.name }] },
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-atlassian-webhook-identifier': randomUUID(),
          'x-hub-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
        },
      };
    },
  });
}
