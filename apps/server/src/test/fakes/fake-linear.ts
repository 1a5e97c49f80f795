import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server.ts';
import type { Delivery, FakeTicket } from './tracker-contract.ts';

export const LINEAR_KEY = 'lin_api_goodkey';
export const LINEAR_TEAM = 'team-web';

const STATES = [
  { id: 'st-backlog', name: 'Backlog', type: 'backlog' },
  { id: 'st-todo', name: 'Todo', type: 'unstarted' },
  { id: 'st-done', name: 'Done', type: 'completed' },
];

/** Linear's GraphQL API at /graphql (the operations the integration sends), and its signed webhooks. */
export interface FakeLinear extends FakeServer {
  tickets: Array<FakeTicket & { id: string }>;
  deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string, at?: number): Delivery;
}

export async function startFakeLinear(): Promise<FakeLinear> {
  const server = await startFakeServer();
  const tickets: Array<FakeTicket & { id: string }> = [];
  const unauthenticated = {
    status: 400,
    body: {
      errors: [
        {
          message: 'Authentication required, not authenticated',
          extensions: { type: 'authentication error', code: 'AUTHENTICATION_ERROR' },
        },
      ],
    },
  };
  const stateOf = (ticket: FakeTicket) => (ticket.state === 'closed' ? STATES[2]! : STATES[1]!);

  server.on('POST', '/graphql', (request) => {
    if (request.headers.authorization !== LINEAR_KEY) return unauthenticated;
    const { query, variables } = request.json as { query: string; variables: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const operation = /^(?:query|mutation) (\w+)/.exec(query)?.[1];
    if (operation === 'Connect' || operation === 'TeamStates') {
      if (variables.teamId !== LINEAR_TEAM)
        return {
          status: 200,
          body: { data: null, errors: [{ message: 'Entity not found: Team', extensions: { type: 'invalid input' } }] },
        };
      return { status: 200, body: { data: { viewer: { name: 'Lina' }, team: { name: 'Web', key: 'WEB', states: { nodes: STATES } } } } };
    }
    if (operation === 'IssueCreate') {
      const input = variables.input as { teamId: string; title: string; description: string };
      const ticket = {
        id: randomUUID(),
        key: `WEB-${tickets.length + 1}`,
        title: input.title,
        body: input.description,
        state: 'open' as const,
        comments: [],
      };
      tickets.push(ticket);
      return {
        status: 200,
        body: {
          data: {
            issueCreate: {
              success: true,
              issue: { id: ticket.id, identifier: ticket.key, url: `https://linear.app/acme/issue/${ticket.key}`, state: stateOf(ticket) },
            },
          },
        },
      };
    }
    const ticket = tickets.find((t) => t.id === (variables.id ?? variables.input?.issueId));
    if (!ticket)
      return { status: 200, body: { data: null, errors: [{ message: 'Entity not found: Issue', extensions: { type: 'invalid input' } }] } };
    if (operation === 'IssueUpdate') {
      ticket.state = variables.input.stateId === 'st-done' ? 'closed' : 'open';
      return { status: 200, body: { data: { issueUpdate: { success: true } } } };
    }
    if (operation === 'CommentCreate') {
      ticket.comments.push(variables.input.body);
      return { status: 200, body: { data: { commentCreate: { success: true } } } };
    }
    return { status: 400, body: { errors: [{ message: `Unknown operation ${operation}` }] } };
  });

  return Object.assign(server, {
    tickets,
    deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string, at = Date.now()): Delivery {
      ticket.state = state;
      const id = (ticket as FakeTicket & { id: string }).id;
      const body = JSON.stringify({
        action: 'update',
        type: 'Issue',
        data: { id, identifier: ticket.key, teamId: LINEAR_TEAM, state: stateOf(ticket) },
        updatedFrom: { stateId: state === 'closed' ? 'st-todo' : 'st-done' },
        url: `https://linear.app/acme/issue/${ticket.key}`,
        webhookTimestamp: at,
        webhookId: 'wh-1',
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'linear-delivery': randomUUID(),
          'linear-event': 'Issue',
          'linear-signature': createHmac('sha256', secret).update(body).digest('hex'),
        },
      };
    },
  });
}
