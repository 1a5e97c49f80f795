import { BRAND, mentionsAsText, type EmailLanguage, type PreferenceType } from '@commentflow/shared';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { OutgoingMail } from '../../mail/outgoing-mail.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

/** One notification as a mail line: who did what where, the comment's words and the thread's link. */
export interface MailItem {
  type: PreferenceType;
  actor: string;
  project: string;
  body: string;
  threadUrl: string;
}

interface Footer {
  /** The RFC 8058 one-click target (POST) and the page a person opens from the mail (GET). */
  unsubscribeUrl: string;
  unsubscribeLabel: string;
  settingsUrl: string | null;
}

const quote = (text: string) => mentionsAsText(text).replace(/\s+/g, ' ').trim();

/**
 * Both parts of a mail from lines of text: the plain part as written, the HTML part with every
 * line escaped, so nothing a commenter typed is ever rendered as markup.
 */
function compose(to: string, subject: string, blocks: { text: string; href?: string; quote?: boolean }[], footer: Footer): OutgoingMail {
  const text = [
    ...blocks.map((block) => (block.href ? `${block.text}: ${block.href}` : block.quote ? `> ${block.text}` : block.text)),
    '',
    '--',
    ...(footer.settingsUrl ? [`${footer.settingsUrl}`] : []),
    `${footer.unsubscribeLabel}: ${footer.unsubscribeUrl}`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:14px;line-height:1.5;color:#18181b">
${blocks
  .map((block) =>
    block.href
      ? `<p><a href="${escapeHtml(block.href)}" style="color:#4f46e5">${escapeHtml(block.text)}</a></p>`
      : block.quote
        ? `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #c7d2fe;background:#f8fafc">${escapeHtml(block.text)}</blockquote>`
        : `<p>${escapeHtml(block.text)}</p>`,
  )
  .join('\n')}
<hr style="border:0;border-top:1px solid #e4e4e7">
<p style="font-size:12px;color:#71717a">${footer.settingsUrl ? `<a href="${escapeHtml(footer.settingsUrl)}" style="color:#71717a">${escapeHtml(BRAND.name)}</a> · ` : ''}<a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#71717a">${escapeHtml(footer.unsubscribeLabel)}</a></p>
</div>`;
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${footer.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** With a reply address, an answer to the mail goes into the thread (reply by e-mail), and the mail says so. */
function answerable(mail: OutgoingMail, language: EmailLanguage, replyTo: string | null): OutgoingMail {
  if (!replyTo) return mail;
  const hint = MAIL_TEXTS[language].replyHint;
  return {
    ...mail,
    replyTo,
    text: `${hint}\n\n${mail.text}`,
    html: mail.html.replace('<p>', `<p style="color:#71717a">${escapeHtml(hint)}</p>\n<p>`),
  };
}

/** A member's mail about one notification, in their language. */
export function notificationMail(
  to: string,
  language: EmailLanguage,
  item: MailItem,
  links: { unsubscribeUrl: string; settingsUrl: string; replyTo: string | null },
): OutgoingMail {
  const texts = MAIL_TEXTS[language];
  const mail = compose(
    to,
    texts.subject[item.type](item.actor, item.project),
    [
      { text: texts.subject[item.type](item.actor, item.project) },
      { text: quote(item.body), quote: true },
      { text: texts.openThread, href: item.threadUrl },
    ],
    { unsubscribeUrl: links.unsubscribeUrl, settingsUrl: links.settingsUrl, unsubscribeLabel: texts.unsubscribeKind[item.type] },
  );
  return answerable(mail, language, links.replyTo);
}

/** A member's digest: every waiting notification, one after the other. */
export function digestMail(
  to: string,
  language: EmailLanguage,
  items: readonly MailItem[],
  links: { unsubscribeUrl: string; unsubscribeType: PreferenceType; settingsUrl: string },
): OutgoingMail {
  const texts = MAIL_TEXTS[language];
  return compose(
    to,
    `${BRAND.name}: ${texts.digestSubject(items.length)}`,
    [
      { text: texts.digestIntro },
      ...items.flatMap((item) => [
        { text: texts.subject[item.type](item.actor, item.project) },
        { text: quote(item.body), quote: true },
        { text: texts.openThread, href: item.threadUrl },
      ]),
    ],
    {
      unsubscribeUrl: links.unsubscribeUrl,
      settingsUrl: links.settingsUrl,
      unsubscribeLabel: texts.unsubscribeKind[links.unsubscribeType],
    },
  );
}

/** A guest's mail: someone replied to their comment, or it was resolved. */
export function guestMail(
  to: string,
  language: EmailLanguage,
  event: { kind: 'reply'; actor: string; body: string } | { kind: 'resolved' },
  context: { project: string; comment: string; pageUrl: string; optOutUrl: string; replyTo: string | null },
): OutgoingMail {
  const texts = MAIL_TEXTS[language];
  const blocks =
    event.kind === 'reply'
      ? [{ text: quote(context.comment), quote: true }, { text: texts.guestReply(event.actor) }, { text: quote(event.body), quote: true }]
      : [{ text: quote(context.comment), quote: true }, { text: texts.guestResolved }];
  const mail = compose(
    to,
    event.kind === 'reply' ? texts.guestReplySubject(context.project) : texts.guestResolvedSubject(context.project),
    [...blocks, { text: context.pageUrl, href: context.pageUrl }],
    { unsubscribeUrl: context.optOutUrl, unsubscribeLabel: texts.guestOptOut, settingsUrl: null },
  );
  return answerable(mail, language, context.replyTo);
}
