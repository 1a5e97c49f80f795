import { BRAND } from '@commentflow/shared';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

export interface RetentionMailInput {
  to: string;
  workspaceName: string;
  days: number;
  deletionDate: string;
  billingLink: string;
}

/** To each owner of a free workspace 14, 7, 3 and 1 days before its data is deleted. */
export function retentionMail({ to, workspaceName, days, deletionDate, billingLink }: RetentionMailInput): OutgoingMail {
  const when = days === 1 ? 'in 1 day' : `in ${days} days`;
  const date = deletionDate.slice(0, 10);
  const subject = `${workspaceName}: your ${BRAND.name} data will be deleted ${when}`;
  const text = [
    'Hello,',
    '',
    `The trial of "${workspaceName}" has ended and the workspace is on the free plan, which keeps data for 30 days.`,
    `Its comments, replies, screenshots, projects and exports will be deleted on ${date} (${when}).`,
    'To keep them, upgrade the workspace, or download an export of everything first:',
    '',
    billingLink,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>The trial of &ldquo;${escapeHtml(workspaceName)}&rdquo; has ended and the workspace is on the free plan, which keeps data for 30 days.</p>
<p>Its comments, replies, screenshots, projects and exports will be deleted on <strong>${escapeHtml(date)}</strong> (${escapeHtml(when)}).</p>
<p><a href="${escapeHtml(billingLink)}">Upgrade or export your data</a></p>`;
  return { to, subject, text, html, link: billingLink };
}
