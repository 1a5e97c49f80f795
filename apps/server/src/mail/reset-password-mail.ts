import { BRAND } from '@commentflow/shared';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

export function resetPasswordMail(to: string, displayName: string, link: string): OutgoingMail {
  const subject = `Reset your ${BRAND.name} password`;
  const text = [
    `Hello ${displayName},`,
    '',
    `Someone asked to reset the password of your ${BRAND.name} account. To choose a new password, open this link (valid for one hour, once):`,
    '',
    link,
    '',
    "If it wasn't you, ignore this e-mail: your password stays as it is.",
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(displayName)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(BRAND.name)} account. To choose a new password, open this link (valid for one hour, once):</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>If it wasn't you, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject, text, html, link };
}
