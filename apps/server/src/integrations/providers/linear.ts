import type { LinearSettings } from '@commentflow/shared';
import { expectOk, ProviderCallError, readJson } from '../http.ts';
import { header, type ProviderCall, type TicketState, type TrackerProvider } from '../provider.ts';
import { hmac, sameSecret } from '../signatures.ts';
import { ticketMarkdown } from '../ticket-markdown.ts';

// Linear's GraphQL API (https://linear.app/developers/graphql) with a personal API key; inbound webhooks
// signed with Linear-Signature (HMAC-SHA256 of the body) and dated by `webhookTimestamp` in the body.

type Credentials = { apiKey: string; webhookSecret: string };
type Call = ProviderCall<Credentials, LinearSettings>;

/** A delivery older (or newer) than this is refused: a captured one cannot be replayed later. */
export const LINEAR_WEBHOOK_TOLERANCE_MS = 60_000;

interface WorkflowState {
  id: string;
  name: string;
  type: string;
}

/** Completed and cancelled issues are closed for CommentFlow; every other state type is open. */
const stateOf = (type: string | undefined): TicketState => (type === 'completed' || type === 'canceled' ? 'closed' : 'open');

async function graphql<T>(call: Call, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await call.http(call.endpoints.linearApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: call.credentials.apiKey },
    body: JSON.stringify({ query, variables }),
  });
  const describe = (body: unknown) => (body as { errors?: Array<{ message: string }> }).errors?.[0]?.message;
  const body = readJson<{ data?: T; errors?: Array<{ message: string; extensions?: { type?: string } }> }>(
    expectOk(response, describe),
    'Linear',
  );
  if (body.errors?.length || !body.data) {
    const first = body.errors?.[0];
    // GraphQL answers 200 with errors: authentication and invalid input are the caller's to fix.
    throw new ProviderCallError(first?.message ?? 'no data', first?.extensions?.type === 'authentication error' ? 401 : 400);
  }
  return body.data;
}

async function teamStates(call: Call): Promise<WorkflowState[]> {
  const data = await graphql<{ team: { states: { nodes: WorkflowState[] } } }>(
    call,
    'query TeamStates($teamId: String!) { team(id: $teamId) { states { nodes { id name type } } } }',
    { teamId: call.settings.teamId },
  );
  return data.team.states.nodes;
}

export const linear: TrackerProvider<Credentials, LinearSettings> = {
  id: 'linear',
  kind: 'tracker',
  webhookSecret: { fromCredentials: (credentials) => credentials.webhookSecret },

  async connect(call) {
    const data = await graphql<{ viewer: { name: string }; team: { name: string; key: string } }>(
      call,
      'query Connect($teamId: String!) { viewer { name } team(id: $teamId) { name key } }',
      { teamId: call.settings.teamId },
    );
    return { accountLabel: `${data.team.name} (${data.team.key}) as ${data.viewer.name}` };
  },

  async createTicket(call, draft) {
    const data = await graphql<{
      issueCreate: { success: boolean; issue: { id: string; identifier: string; url: string; state: WorkflowState } };
    }>(
      call,
      'mutation IssueCreate($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { id identifier url state { id name type } } } }',
      { input: { teamId: call.settings.teamId, title: draft.title, description: ticketMarkdown(draft) } },
    );
    const { issue } = data.issueCreate;
    return {
      externalId: issue.id,
      key: issue.identifier,
      url: issue.url,
      status: stateOf(issue.state.type),
      externalStatus: issue.state.name,
    };
  },

  async setState(call, externalId, state) {
    const states = await teamStates(call);
    const target =
      state === 'closed'
        ? states.find((s) => s.type === 'completed')
        : (states.find((s) => s.type === 'unstarted') ?? states.find((s) => s.type === 'backlog'));
    if (!target) throw new ProviderCallError(`the team has no ${state === 'closed' ? 'completed' : 'unstarted'} state`, 422);
    await graphql(
      call,
      'mutation IssueUpdate($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success } }',
      {
        id: externalId,
        input: { stateId: target.id },
      },
    );
    return { externalStatus: target.name };
  },

  async addComment(call, externalId, text) {
    await graphql(call, 'mutation CommentCreate($input: CommentCreateInput!) { commentCreate(input: $input) { success } }', {
      input: { issueId: externalId, body: text },
    });
  },

  verifyWebhook(inbound, secret, now) {
    if (!sameSecret(header(inbound, 'linear-signature'), hmac('sha256', secret, inbound.rawBody, 'hex'))) return false;
    const { webhookTimestamp } = JSON.parse(inbound.rawBody.toString('utf8')) as { webhookTimestamp?: number };
    return typeof webhookTimestamp === 'number' && Math.abs(now.getTime() - webhookTimestamp) <= LINEAR_WEBHOOK_TOLERANCE_MS;
  },

  readWebhook(inbound, settings) {
    const payload = JSON.parse(inbound.rawBody.toString('utf8')) as {
      action?: string;
      type?: string;
      data?: { id?: string; teamId?: string; state?: { name?: string; type?: string } };
      updatedFrom?: { stateId?: string };
    };
    const deliveryId = header(inbound, 'linear-delivery');
    const { data } = payload;
    if (!deliveryId || payload.type !== 'Issue' || payload.action !== 'update' || !payload.updatedFrom?.stateId) return null;
    if (!data?.id || data.teamId !== settings.teamId || !data.state?.type) return null;
    return { deliveryId, externalId: data.id, status: stateOf(data.state.type), externalStatus: data.state.name ?? data.state.type };
  },
};
