import type { SlackSettings } from '@commentflow/shared';
import { expectOk } from '../http.ts';
import type { NotificationMessage, NotifierProvider, ProviderCall } from '../provider.ts';

// Slack incoming webhooks (https://api.slack.com/messaging/webhooks): one channel per webhook URL,
// messages in Block Kit. Slack answers `ok` or an error word as plain text (invalid_payload, no_service...).

type Credentials = { webhookUrl: string };
type Call = ProviderCall<Credentials, SlackSettings>;

/** Slack's mrkdwn treats these three as control characters. */
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A message in Block Kit: headline, the comment quoted, its facts, the screenshot, a button back. */
export function slackBlocks(message: NotificationMessage) {
  const quoted = message.text
    .split('\n')
    .map((line) => `>${escape(line)}`)
    .join('\n');
  return {
    text: clip(`${message.headline}: ${message.text}`, 3000),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: clip(message.headline, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: clip(quoted, 3000) } },
      {
        type: 'section',
        fields: message.facts.slice(0, 10).map((fact) => ({ type: 'mrkdwn', text: clip(`*${fact.label}*\n${escape(fact.value)}`, 2000) })),
      },
      ...(message.screenshotUrl ? [{ type: 'image', image_url: message.screenshotUrl, alt_text: 'Screenshot of the page' }] : []),
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open in CommentFlow' }, url: message.link }] },
    ],
  };
}

async function post(call: Call, body: unknown): Promise<void> {
  const response = await call.http(call.credentials.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expectOk(response, () => undefined);
}

export const slack: NotifierProvider<Credentials, SlackSettings> = {
  id: 'slack',
  kind: 'notifier',

  // Incoming webhooks have nothing to check credentials against: the channel gets a first message.
  async connect(call) {
    await post(call, { text: 'CommentFlow is connected: new feedback and status changes will be posted here.' });
    return { accountLabel: `Incoming webhook …${call.credentials.webhookUrl.slice(-4)}` };
  },

  async postMessage(call, message) {
    await post(call, slackBlocks(message));
  },
};
