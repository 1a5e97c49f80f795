import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server.ts';
import type { Delivery, FakeTicket } from './tracker-contract.ts';

export const GITLAB_TOKEN = 'glpat-goodtoken';

/** GitLab's REST API v4 for one project (`acme/site`, id 7), with PRIVATE-TOKEN auth, and its issue webhooks. */
export interface FakeGitLab extends FakeServer {
  tickets: FakeTicket[];
  deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string): Delivery;
}

export async function startFakeGitLab(): Promise<FakeGitLab> {
  const server = await startFakeServer();
  const tickets: FakeTicket[] = [];
  const refused = { status: 401, body: { message: '401 Unauthorized' } };
  const ok = (headers: Record<string, unknown>, project: string | undefined) =>
    headers['private-token'] === GITLAB_TOKEN && (project === 'acme/site' || project === '7');
  const issueJson = (ticket: FakeTicket) => {
    const iid = Number(ticket.key.slice(1));
    return {
      id: 500 + iid,
      iid,
      web_url: `https://gitlab.example/acme/site/-/issues/${iid}`,
      state: ticket.state === 'closed' ? 'closed' : 'opened',
    };
  };
  const find = (iid: string | undefined) => tickets.find((ticket) => ticket.key === `#${iid}`);

  server.on('GET', '/api/v4/projects/:project', (request, params) =>
    ok(request.headers, params.project)
      ? { status: 200, body: { id: 7, path_with_namespace: 'acme/site', issues_enabled: true } }
      : refused,
  );
  server.on('POST', '/api/v4/projects/:project/issues', (request, params) => {
    if (!ok(request.headers, params.project)) return refused;
    const input = request.json as { title: string; description: string; labels?: string };
    const ticket: FakeTicket = { key: `#${tickets.length + 1}`, title: input.title, body: input.description, state: 'open', comments: [] };
    tickets.push(ticket);
    return { status: 201, body: { ...issueJson(ticket), labels: input.labels?.split(',') ?? [] } };
  });
  server.on('PUT', '/api/v4/projects/:project/issues/:iid', (request, params) => {
    const ticket = find(params.iid);
    if (!ok(request.headers, params.project) || !ticket) return refused;
    const event = (request.json as { state_event?: string }).state_event;
    ticket.state = event === 'close' ? 'closed' : 'open';
    return { status: 200, body: issueJson(ticket) };
  });
  server.on('POST', '/api/v4/projects/:project/issues/:iid/notes', (request, params) => {
    const ticket = find(params.iid);
    if (!ok(request.headers, params.project) || !ticket) return refused;
    ticket.comments.push((request.json as { body: string }).body);
    return { status: 201, body: { id: ticket.comments.length } };
  });

  return Object.assign(server, {
    tickets,
    deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string): Delivery {
      ticket.state = state;
      const iid = Number(ticket.key.slice(1));
      const body = JSON.stringify({
        object_kind: 'issue',
        event_type: 'issue',
        project: { id: 7, path_with_namespace: 'acme/site' },
        object_attributes: { iid, state: state === 'closed' ? 'closed' : 'opened', action: state === 'closed' ? 'close' : 'reopen' },
      });
      const uuid = randomUUID();
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-gitlab-event': 'Issue Hook',
          'x-gitlab-token': secret,
          'x-gitlab-event-uuid': uuid,
          'idempotency-key': uuid,
        },
      };
    },
  });
}
