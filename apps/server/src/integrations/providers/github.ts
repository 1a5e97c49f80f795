import type { GitHubCredentials, GitHubSettings } from '@commentflow/shared';
import { expectOk, ProviderCallError, readJson, type HttpRequest } from '../http.ts';
import { header, type ProviderCall, type TicketState, type TrackerProvider } from '../provider.ts';
import { hmac, sameSecret } from '../signatures.ts';
import { ticketMarkdown } from '../ticket-markdown.ts';
import { forgetInstallationToken, installationToken } from './github-app-token.ts';

// GitHub REST API (https://docs.github.com/rest): issues in one repository, with a fine-grained or
// classic token or as a GitHub App installed on it; inbound `issues` webhooks signed with X-Hub-Signature-256.

type Credentials = GitHubCredentials;
type Call = ProviderCall<Credentials, GitHubSettings>;

interface GitHubIssue {
  number: number;
  html_url: string;
  state: 'open' | 'closed';
}

const BASE_HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'CommentFlow' };
const apiRoot = (call: Call) => call.settings.apiUrl.replace(/\/$/, '');

async function bearer(call: Call): Promise<string> {
  return 'token' in call.credentials ? call.credentials.token : installationToken(call.http, apiRoot(call), call.credentials, BASE_HEADERS);
}

async function request(call: Call, method: HttpRequest['method'], path: string, body?: unknown) {
  const send = async () =>
    call.http(`${apiRoot(call)}${path}`, {
      method,
      headers: {
        ...BASE_HEADERS,
        authorization: `Bearer ${await bearer(call)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const response = await send();
  // An app's token refused before its time (revoked, app reinstalled): once more with a new one.
  if (response.status === 401 && !('token' in call.credentials)) {
    forgetInstallationToken(apiRoot(call), call.credentials);
    return send();
  }
  return response;
}

const describe = (body: unknown) => (body as { message?: string }).message;
const repoPath = (settings: GitHubSettings) => `/repos/${encodeURIComponent(settings.owner)}/${encodeURIComponent(settings.repo)}`;

export const github: TrackerProvider<Credentials, GitHubSettings> = {
  id: 'github',
  kind: 'tracker',
  webhookSecret: 'generated',

  async connect(call) {
    const response = expectOk(await request(call, 'GET', repoPath(call.settings)), describe);
    const repo = readJson<{ full_name: string; has_issues: boolean }>(response, 'GitHub');
    if (!repo.has_issues)
      throw new ProviderCallError(`issues are turned off in ${repo.full_name}; turn them on in the repository's settings`, 422);
    return { accountLabel: repo.full_name };
  },

  async createTicket(call, draft) {
    const response = expectOk(
      await request(call, 'POST', `${repoPath(call.settings)}/issues`, {
        title: draft.title,
        body: ticketMarkdown(draft),
        labels: draft.labels,
      }),
      describe,
    );
    const issue = readJson<GitHubIssue>(response, 'GitHub');
    return {
      externalId: String(issue.number),
      key: `#${issue.number}`,
      url: issue.html_url,
      status: issue.state,
      externalStatus: issue.state,
    };
  },

  async setState(call, externalId, state) {
    const body = state === 'closed' ? { state: 'closed', state_reason: 'completed' } : { state: 'open' };
    expectOk(await request(call, 'PATCH', `${repoPath(call.settings)}/issues/${externalId}`, body), describe);
    return { externalStatus: state };
  },

  async addComment(call, externalId, text) {
    expectOk(await request(call, 'POST', `${repoPath(call.settings)}/issues/${externalId}/comments`, { body: text }), describe);
  },

  verifyWebhook(inbound, secret) {
    return sameSecret(header(inbound, 'x-hub-signature-256'), `sha256=${hmac('sha256', secret, inbound.rawBody, 'hex')}`);
  },

  readWebhook(inbound, settings) {
    if (header(inbound, 'x-github-event') !== 'issues') return null;
    const deliveryId = header(inbound, 'x-github-delivery');
    const payload = JSON.parse(inbound.rawBody.toString('utf8')) as {
      action?: string;
      issue?: { number?: number; state?: string };
      repository?: { full_name?: string };
    };
    const state: TicketState | null = payload.action === 'closed' ? 'closed' : payload.action === 'reopened' ? 'open' : null;
    const sameRepo = payload.repository?.full_name?.toLowerCase() === `${settings.owner}/${settings.repo}`.toLowerCase();
    if (!deliveryId || !state || !sameRepo || typeof payload.issue?.number !== 'number') return null;
    return { deliveryId, externalId: String(payload.issue.number), status: state, externalStatus: state };
  },
};
