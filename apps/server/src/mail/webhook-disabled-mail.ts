import { BRAND } from '@commentflow/shared';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** To a workspace's owners when one of its webhook endpoints failed for 5 days and was disabled. */
export function webhookDisabledMail(input: { to: string; workspaceName: string; endpointUrl: string; link: string }): OutgoingMail {
  const subject = `A webhook endpoint of ${input.workspaceName} was disabled`;
  const text = [
    'Hello,',
    '',
    `Every delivery to the webhook endpoint ${input.endpointUrl} of the workspace "${input.workspaceName}" on ${BRAND.name} has failed for 5 days, so it was disabled: no more events are sent to it.`,
    'Check that the endpoint is up and answers 2xx, then enable it again and resend the failed deliveries from the delivery log:',
    '',
    input.link,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Every delivery to the webhook endpoint <code>${escapeHtml(input.endpointUrl)}</code> of the workspace &ldquo;${escapeHtml(input.workspaceName)}&rdquo; on ${escapeHtml(BRAND.name)} has failed for 5 days, so it was disabled: no more events are sent to it.</p>
<p>Check that the endpoint is up and answers 2xx, then <a href="${escapeHtml(input.link)}">enable it again</a> and resend the failed deliveries from the delivery log.</p>`;
  return { to: input.to, subject, text, html, link: input.link };
}
