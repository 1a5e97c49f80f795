import type { GitHubSettings } from '@commentflow/shared';
import { expectOk, ProviderCallError, readJson, type HttpRequest } from '../http.ts';
import { header, type ProviderCall, type TicketState, type TrackerProvider } from '../provider.ts';
import { hmac, sameSecret } from '../signatures.ts';
import { ticketMarkdown } from '../ticket-markdown.ts';

// GitHub REST API (https://docs.github.com/rest): issues in one repository, with a fine-grained or
// classic token; inbound `issues` webhooks signed with X-Hub-Signature-256.

type Credentials = { token: string };
type Call = ProviderCall<Credentials, GitHubSettings>;

interface GitHubIssue {
  number: number;
  html_url: string;
  state: 'open' | 'closed';
}

function request(call: Call, method: HttpRequest['method'], path: string, body?: unknown) {
  return call.http(`${call.settings.apiUrl.replace(/\/$/, '')}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${call.credentials.token}`,
      'x-github-api-version': '2022-11-28',
      'user-agent': 'CommentFlow',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
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
    if (!repo.has_issues) throw new ProviderCallError(`issues are turned off in ${repo.full_name}; turn them on in the repository's settings`, 422);
    return { accountLabel: repo.full_name };
  },

  async createTicket(call, draft) {
    const response = expectOk(
      await request(call, 'POST', `${repoPath(call.settings)}/issues`, { title: draft.title, body: ticketMarkdown(draft), labels: draft.labels }),
      describe,
    );
    const issue = readJson<GitHubIssue>(response, 'GitHub');
    return { externalId: String(issue.number), key: `#${issue.number}`, url: issue.html_url, status: issue.state, externalStatus: issue.state };
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
