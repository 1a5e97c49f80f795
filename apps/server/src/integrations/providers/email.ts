import type { EmailSettings } from '@commentflow/shared';
import { escapeHtml } from '../../mail/escape-html.ts';
import { ProviderCallError } from '../http.ts';
import type { NotificationMessage, NotifierProvider } from '../provider.ts';

// E-mail through the instance's SMTP (SMTP_URL; the dev outbox without it) to the addresses chosen.

function mailOf(message: NotificationMessage) {
  const facts = message.facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n');
  const text = `${message.headline}\n\n${message.text}\n\n${facts}\n\nOpen the thread: ${message.link}${message.screenshotUrl ? `\nScreenshot: ${message.screenshotUrl}` : ''}\n`;
  const rows = message.facts
    .map((fact) => `<tr><th align="left">${escapeHtml(fact.label)}</th><td>${escapeHtml(fact.value)}</td></tr>`)
    .join('');
  const html = `<h2>${escapeHtml(message.headline)}</h2><blockquote>${escapeHtml(message.text).replaceAll('\n', '<br>')}</blockquote><table>${rows}</table>${
    message.screenshotUrl
      ? `<p><img src="${escapeHtml(message.screenshotUrl)}" alt="Screenshot of the page" style="max-width:600px"></p>`
      : ''
  }<p><a href="${escapeHtml(message.link)}">Open the thread in CommentFlow</a></p>`;
  return { subject: message.headline, text, html, link: message.link };
}

export const email: NotifierProvider<Record<string, never>, EmailSettings> = {
  id: 'email',
  kind: 'notifier',

  async connect(call) {
    return { accountLabel: call.settings.recipients.join(', ') };
  },

  async postMessage(call, message) {
    const mail = mailOf(message);
    for (const to of call.settings.recipients) {
      try {
        await call.mailer.send({ to, ...mail });
      } catch (error) {
        throw new ProviderCallError(
          `the mail server refused the message to ${to}: ${error instanceof Error ? error.message : String(error)}`,
          null,
        );
      }
    }
  },
};
