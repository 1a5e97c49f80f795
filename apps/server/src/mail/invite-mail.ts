import { BRAND } from '@commentflow/shared';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

export interface InviteMailInput {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: string;
  link: string;
  days: number;
}

export function inviteMail({ to, inviterName, workspaceName, role, link, days }: InviteMailInput): OutgoingMail {
  const subject = `${inviterName} invited you to ${workspaceName} on ${BRAND.name}`;
  const text = [
    'Hello,',
    '',
    `${inviterName} invited you to join the workspace "${workspaceName}" on ${BRAND.name} as ${role}.`,
    `To accept, open this link (valid for ${days} days, once):`,
    '',
    link,
    '',
    "If you weren't expecting this, ignore this e-mail.",
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(inviterName)} invited you to join the workspace &ldquo;${escapeHtml(workspaceName)}&rdquo; on ${escapeHtml(BRAND.name)} as ${escapeHtml(role)}.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid for ${days} days, once)</p>
<p>If you weren't expecting this, ignore this e-mail.</p>`;
  return { to, subject, text, html, link };
}
