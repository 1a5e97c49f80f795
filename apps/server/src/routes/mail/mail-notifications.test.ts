import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionToken } from '@commentflow/shared';
import { call, createTeam, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// The mail sweep runs every 2 s; a mail or a state change is waited for, never slept for.
const POLL = { timeout: 20_000, interval: 100 };

let smtp: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailFrom: 'CommentFlow <notify@commentflow.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The message with its headers unfolded and its quoted-printable UTF-8 read back as text. */
const readable = (mail: CaughtMail) => Buffer.from(mail.decoded.replace(/\r\n[ \t]+/g, ' '), 'latin1').toString('utf8');
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address.toLowerCase())).map(readable);

/** Waits for a mail to this address whose text matches; the positive signal of every "gets a mail". */
async function mailTo(address: string, pattern: RegExp): Promise<string> {
  await expect.poll(() => mailsTo(address).some((text) => pattern.test(text)), POLL).toBe(true);
  return mailsTo(address).find((text) => pattern.test(text))!;
}

/** The HTML part: where user text must arrive escaped (the plain part shows it as written). */
const htmlPart = (text: string) => text.slice(text.indexOf('Content-Type: text/html'));
const unsubscribeLink = (text: string) => new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(text)![1]!);
const oneClick = (link: URL) =>
  fetch(`${t.baseUrl}${link.pathname}${link.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

async function notificationMailState(userId: string, type: 'comment' | 'mention'): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('notifications')
    .select('mail_state')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();
  return rows.map((row) => String(row.mail_state));
}

const guestComment = (key: string, body: string, language = 'fr') =>
  fetch(`${t.baseUrl}/api/widget/${key}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, 'accept-language': language },
    body: JSON.stringify(newCommentBody({ body, guest: { name: 'Gina Guest', email: 'Gina@Example.com' } })),
  }).then(async (res) => {
    expect(res.status).toBe(201);
    return ((await res.json()) as { comment: { id: string } }).comment;
  });

describe('e-mail notifications', { timeout: 90_000 }, () => {
  it('an owner, a member and a guest each get the mails they should, and none they opted out of', async () => {
    const { owner, admin, member, client, project } = await createTeam(t.app, t.baseUrl);
    // The admin wants no mail about new threads; the bell still has them.
    const prefs = await call(t.baseUrl, 'PATCH', '/api/users/me/notification-preferences', {
      token: admin.token,
      body: { email: { comment: false } },
    });
    expect(prefs.status).toBe(200);
    expect(prefs.body.preferences).toMatchObject({
      comment: true,
      email: { comment: false, reply: true },
      emailFrequency: 'immediate',
      emailLanguage: 'en',
    });

    const root = await guestComment(project.publicKey, 'The <b>price</b> is wrong');
    const ownerMail = await mailTo(owner.email, /^Subject: Gina Guest commented on Marketing site$/m);
    expect(ownerMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(ownerMail).toContain(`/client/comments/${root.id}`);
    // User text is text in both parts: escaped in the HTML one.
    expect(htmlPart(ownerMail)).toContain('The &lt;b&gt;price&lt;/b&gt; is wrong');
    expect(htmlPart(ownerMail)).not.toContain('<b>price</b>');
    expect(ownerMail).toContain('The <b>price</b> is wrong');
    await mailTo(member.email, /^Subject: Gina Guest commented on Marketing site$/m);
    await expect.poll(() => notificationMailState(admin.user.uid, 'comment'), POLL).toEqual(['skipped']);
    expect(mailsTo(admin.email)).toEqual([]);
    expect(mailsTo(client.email)).toEqual([]);

    // The owner answers and mentions the member: the member is told, the guest too, in French.
    const body = `${mentionToken(member.user.uid, 'Max Member')} fixed <script>x</script>`;
    const replied = await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, { token: owner.token, body: { body } });
    expect(replied.status).toBe(201);
    const mention = await mailTo(member.email, /^Subject: Olive Owner mentioned you on Marketing site$/m);
    expect(mention).toContain('@Max Member fixed');
    expect(mention).not.toContain('@[Max Member]');
    const guest = await mailTo('gina@example.com', /Olive Owner a répondu à votre commentaire/);
    expect(guest).toContain('Olive Owner a répondu à votre commentaire');
    expect(htmlPart(guest)).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(htmlPart(guest)).not.toContain('<script>');

    // The guest opts out with one click (RFC 8058): resolving the thread no longer mails them.
    const optOut = await oneClick(unsubscribeLink(guest));
    expect(optOut.status).toBe(200);
    const resolved = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, { token: owner.token, body: { status: 'resolved' } });
    expect(resolved.status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await t.app.db
              .selectFrom('guest_mails')
              .select('state')
              .where('event', '=', 'resolved')
              .where('comment_id', '=', root.id)
              .execute()
          ).map((r) => r.state),
        POLL,
      )
      .toEqual(['skipped']);
    expect(mailsTo('gina@example.com')).toHaveLength(1);

    // The member stops mention mails from the mail itself; a second mention stays in the bell only.
    expect((await oneClick(unsubscribeLink(mention))).status).toBe(200);
    await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, {
      token: owner.token,
      body: { body: `${mentionToken(member.user.uid, 'Max Member')} again` },
    });
    await expect.poll(() => notificationMailState(member.user.uid, 'mention'), POLL).toEqual(['sent', 'skipped']);
    expect(mailsTo(member.email).filter((text) => /mentioned you/.test(text))).toHaveLength(1);
  });

  it('gathers the mails of someone who chose an hourly digest into one, in their language', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const set = await call(t.baseUrl, 'PATCH', '/api/users/me/notification-preferences', {
      token: owner.token,
      body: { emailFrequency: 'hourly', emailLanguage: 'fr' },
    });
    expect(set.status).toBe(200);
    await guestComment(project.publicKey, 'First remark', 'en');
    await guestComment(project.publicKey, 'Second remark', 'en');
    await expect.poll(() => notificationMailState(owner.user.uid, 'comment'), POLL).toEqual(['digest', 'digest']);
    expect(mailsTo(owner.email)).toEqual([]);

    // An hour later the digest is due.
    const earlier = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await t.app.db.updateTable('notifications').set({ created_at: earlier }).where('user_id', '=', owner.user.uid).execute();
    const digest = await mailTo(owner.email, /2 nouvelles notifications/);
    expect(digest).toContain('First remark');
    expect(digest).toContain('Second remark');
    expect(digest).toContain('Gina Guest a commenté sur Marketing site');
    await expect.poll(() => notificationMailState(owner.user.uid, 'comment'), POLL).toEqual(['sent', 'sent']);
  });

  it('refuses a forged unsubscribe link and shows a confirmation page for a real one without unsubscribing', async () => {
    const forged = await fetch(`${t.baseUrl}/api/mail/unsubscribe?token=forged`, { method: 'POST' });
    expect(forged.status).toBe(401);
    const { member, project } = await createTeam(t.app, t.baseUrl);
    await guestComment(project.publicKey, 'Page check');
    const mail = await mailTo(member.email, /^Subject: Gina Guest commented on Marketing site$/m);
    const link = unsubscribeLink(mail);
    const page = await fetch(`${t.baseUrl}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop e-mails about new comments');
    const prefs = await call(t.baseUrl, 'GET', '/api/users/me/notification-preferences', { token: member.token });
    expect(prefs.body.preferences.email.comment).toBe(true);
  });
});
