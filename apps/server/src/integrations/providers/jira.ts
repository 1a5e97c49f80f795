import type { JiraSettings } from '@commentflow/shared';
import { expectOk, ProviderCallError, readJson, type HttpRequest } from '../http.ts';
import { header, type ProviderCall, type TicketDraft, type TrackerProvider } from '../provider.ts';
import { hmac, sameSecret } from '../signatures.ts';

// Jira Cloud REST API v3 (https://developer.atlassian.com/cloud/jira/platform/rest/v3/): issues with
// Atlassian Document Format descriptions, basic auth with an account e-mail and API token, status
// changes through the workflow's transitions; admin webhooks signed with a secret (X-Hub-Signature).

type Credentials = { email: string; apiToken: string };
type Call = ProviderCall<Credentials, JiraSettings>;

interface Transition {
  id: string;
  name: string;
  to: { name: string };
}

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (value: string, href: string) => text(value, [{ type: 'link', attrs: { href } }]);
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

/** A ticket's description in Atlassian Document Format: Jira v3 takes no markdown. */
export function ticketAdf(draft: TicketDraft) {
  const content: unknown[] = [
    {
      type: 'blockquote',
      content: draft.quote
        .split('\n')
        .filter(Boolean)
        .map((line) => paragraph(text(line))),
    },
  ];
  for (const fact of draft.facts) {
    content.push(
      paragraph(
        text(`${fact.label}: `, [{ type: 'strong' }]),
        fact.href ? link(fact.value, fact.href) : fact.code ? text(fact.value, [{ type: 'code' }]) : text(fact.value),
      ),
    );
  }
  if (draft.consoleErrors.length > 0) {
    content.push(paragraph(text('Console errors', [{ type: 'strong' }])), {
      type: 'codeBlock',
      content: [text(draft.consoleErrors.join('\n'))],
    });
  }
  if (draft.screenshot)
    content.push(
      paragraph(link('Screenshot', draft.screenshot.url), text(` (link valid until ${draft.screenshot.expiresAt.slice(0, 10)})`)),
    );
  content.push(paragraph(link('Open the thread in CommentFlow', draft.backLink)));
  return { type: 'doc', version: 1, content };
}

function request(call: Call, method: HttpRequest['method'], path: string, body?: unknown) {
  const basic = Buffer.from(`${call.credentials.email}:${call.credentials.apiToken}`).toString('base64');
  return call.http(`${call.settings.siteUrl.replace(/\/$/, '')}/rest/api/3${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Basic ${basic}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const describe = (body: unknown) => {
  const { errorMessages, errors } = body as { errorMessages?: string[]; errors?: Record<string, string> };
  return (
    [...(errorMessages ?? []), ...Object.entries(errors ?? {}).map(([field, message]) => `${field}: ${message}`)].join('; ') || undefined
  );
};
const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export const jira: TrackerProvider<Credentials, JiraSettings> = {
  id: 'jira',
  kind: 'tracker',
  webhookSecret: 'generated',

  async connect(call) {
    const project = readJson<{ key: string; name: string }>(
      expectOk(await request(call, 'GET', `/project/${encodeURIComponent(call.settings.projectKey)}`), describe),
      'Jira',
    );
    return { accountLabel: `${project.name} (${project.key})` };
  },

  async createTicket(call, draft) {
    const fields = {
      project: { key: call.settings.projectKey },
      issuetype: { name: call.settings.issueType },
      summary: draft.title,
      description: ticketAdf(draft),
      ...(draft.labels.length > 0 ? { labels: draft.labels.map((label) => label.replace(/\s+/g, '-')) } : {}),
    };
    const created = readJson<{ id: string; key: string }>(expectOk(await request(call, 'POST', '/issue', { fields }), describe), 'Jira');
    return {
      externalId: created.key,
      key: created.key,
      url: `${call.settings.siteUrl.replace(/\/$/, '')}/browse/${created.key}`,
      status: 'open',
      externalStatus: call.settings.statusMapping.open,
    };
  },

  async setState(call, externalId, state) {
    const wanted = state === 'closed' ? call.settings.statusMapping.resolved : call.settings.statusMapping.open;
    const { transitions } = readJson<{ transitions: Transition[] }>(
      expectOk(await request(call, 'GET', `/issue/${externalId}/transitions`), describe),
      'Jira',
    );
    const transition = transitions.find((candidate) => same(candidate.to.name, wanted));
    if (!transition) throw new ProviderCallError(`no transition of ${externalId} leads to "${wanted}"; check the status mapping`, 422);
    expectOk(await request(call, 'POST', `/issue/${externalId}/transitions`, { transition: { id: transition.id } }), describe);
    return { externalStatus: transition.to.name };
  },

  async addComment(call, externalId, body) {
    const doc = { type: 'doc', version: 1, content: body.split('\n\n').map((block) => paragraph(text(block))) };
    expectOk(await request(call, 'POST', `/issue/${externalId}/comment`, { body: doc }), describe);
  },

  verifyWebhook(inbound, secret) {
    return sameSecret(header(inbound, 'x-hub-signature'), `sha256=${hmac('sha256', secret, inbound.rawBody, 'hex')}`);
  },

  readWebhook(inbound, settings) {
    const payload = JSON.parse(inbound.rawBody.toString('utf8')) as {
      webhookEvent?: string;
      issue?: { key?: string; fields?: { status?: { name?: string; statusCategory?: { key?: string } } } };
      changelog?: { items?: Array<{ field?: string }> };
    };
    const deliveryId = header(inbound, 'x-atlassian-webhook-identifier');
    const key = payload.issue?.key;
    const status = payload.issue?.fields?.status;
    const statusChanged = payload.changelog?.items?.some((item) => item.field === 'status');
    if (
      !deliveryId ||
      payload.webhookEvent !== 'jira:issue_updated' ||
      !statusChanged ||
      !key?.startsWith(`${settings.projectKey}-`) ||
      !status?.name
    )
      return null;
    const closed = same(status.name, settings.statusMapping.resolved) || status.statusCategory?.key === 'done';
    return { deliveryId, externalId: key, status: closed ? 'closed' : 'open', externalStatus: status.name };
  },
};
