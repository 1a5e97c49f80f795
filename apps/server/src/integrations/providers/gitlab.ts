import type { GitLabSettings } from '@commentflow/shared';
import { expectOk, ProviderCallError, readJson, type HttpRequest } from '../http.ts';
import { header, type ProviderCall, type TicketState, type TrackerProvider } from '../provider.ts';
import { sameSecret } from '../signatures.ts';
import { ticketMarkdown } from '../ticket-markdown.ts';

// GitLab REST API v4 (https://docs.gitlab.com/api/issues/), on gitlab.com or a self-hosted base URL,
// with a personal, project or group access token; inbound issue webhooks carry the secret token in
// X-Gitlab-Token.

type Credentials = { token: string };
type Call = ProviderCall<Credentials, GitLabSettings>;

interface GitLabIssue {
  iid: number;
  web_url: string;
  state: 'opened' | 'closed';
}

function request(call: Call, method: HttpRequest['method'], path: string, body?: unknown) {
  const project = encodeURIComponent(call.settings.project);
  return call.http(`${call.settings.baseUrl.replace(/\/$/, '')}/api/v4/projects/${project}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'private-token': call.credentials.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// GitLab says `message` (a string or field errors) or `error`.
const describe = (body: unknown) => {
  const { message, error } = body as { message?: unknown; error?: string };
  return typeof message === 'string' ? message : message ? JSON.stringify(message) : error;
};
const stateOf = (state: string): TicketState => (state === 'closed' ? 'closed' : 'open');

export const gitlab: TrackerProvider<Credentials, GitLabSettings> = {
  id: 'gitlab',
  kind: 'tracker',
  webhookSecret: 'generated',

  async connect(call) {
    const project = readJson<{ path_with_namespace: string; issues_enabled?: boolean }>(
      expectOk(await request(call, 'GET', ''), describe),
      'GitLab',
    );
    if (project.issues_enabled === false) throw new ProviderCallError(`issues are turned off in ${project.path_with_namespace}`, 422);
    return { accountLabel: project.path_with_namespace };
  },

  async createTicket(call, draft) {
    const response = await request(call, 'POST', '/issues', {
      title: draft.title,
      description: ticketMarkdown(draft),
      labels: draft.labels.join(','),
    });
    const issue = readJson<GitLabIssue>(expectOk(response, describe), 'GitLab');
    return {
      externalId: String(issue.iid),
      key: `#${issue.iid}`,
      url: issue.web_url,
      status: stateOf(issue.state),
      externalStatus: issue.state,
    };
  },

  async setState(call, externalId, state) {
    const response = await request(call, 'PUT', `/issues/${externalId}`, { state_event: state === 'closed' ? 'close' : 'reopen' });
    return { externalStatus: readJson<GitLabIssue>(expectOk(response, describe), 'GitLab').state };
  },

  async addComment(call, externalId, text) {
    expectOk(await request(call, 'POST', `/issues/${externalId}/notes`, { body: text }), describe);
  },

  verifyWebhook(inbound, secret) {
    return sameSecret(header(inbound, 'x-gitlab-token'), secret);
  },

  readWebhook(inbound, settings) {
    if (header(inbound, 'x-gitlab-event') !== 'Issue Hook') return null;
    // GitLab names each delivery (a retry keeps the name); older versions only the event's UUID.
    const deliveryId = header(inbound, 'idempotency-key') ?? header(inbound, 'x-gitlab-event-uuid');
    const payload = JSON.parse(inbound.rawBody.toString('utf8')) as {
      object_kind?: string;
      project?: { id?: number; path_with_namespace?: string };
      object_attributes?: { iid?: number; state?: string; action?: string };
    };
    const attributes = payload.object_attributes;
    const project = payload.project;
    const sameProject = project?.path_with_namespace === settings.project || String(project?.id) === settings.project;
    if (!deliveryId || payload.object_kind !== 'issue' || !sameProject || typeof attributes?.iid !== 'number') return null;
    if (attributes.action !== 'close' && attributes.action !== 'reopen') return null;
    const state = attributes.action === 'close' ? 'closed' : 'open';
    return { deliveryId, externalId: String(attributes.iid), status: state, externalStatus: attributes.state ?? state };
  },
};
