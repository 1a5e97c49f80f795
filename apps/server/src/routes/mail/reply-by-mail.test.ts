import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTeam, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { connectFakeGitHub, useFakeGitHub } from '../../test/fakes/github-fixture.ts';
import { REACH_LOCAL_FAKES } from '../../test/fakes/fake-server.ts';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { replyText } from '../../services/mail/inbound-replies.ts';

const POLL = { timeout: 20_000, interval: 100 };
const REPLY_DOMAIN = 'reply.commentflow.test';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const fakeGitHub = useFakeGitHub();
let smtp: SmtpCatcher;
let t: TestApp;
let inboundPort: number;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  inboundPort = await freePort();
  t = await startTestApp({
    ...REACH_LOCAL_FAKES,
    jobPollMs: 50,
    smtpUrl: smtp.url,
    inboundSmtp: { port: inboundPort, host: '127.0.0.1', replyDomain: REPLY_DOMAIN },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const readable = (mail: CaughtMail) => Buffer.from(mail.decoded.replace(/\r\n[ \t]+/g, ' '), 'latin1').toString('utf8');
async function mailTo(address: string, pattern: RegExp): Promise<string> {
  const find = () =>
    smtp.mails
      .filter((mail) => mail.to.includes(address.toLowerCase()))
      .map(readable)
      .find((text) => pattern.test(text));
  await expect.poll(() => Boolean(find()), POLL).toBe(true);
  return find()!;
}
const replyToOf = (text: string) => /^Reply-To: (reply\+[\w-]+@[\w.-]+)$/m.exec(text)![1]!;

/** A real SMTP client, as the recipient's mail server delivering their answer. */
const client = () => nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });

describe('reply by e-mail', () => {
  it("posts a member's and a guest's answer into the thread, without the quoted mail", async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const created = await fetch(`${t.baseUrl}/api/widget/${project.publicKey}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify(newCommentBody({ body: 'Footer overlaps the form', guest: { name: 'Gina Guest', email: 'gina@example.com' } })),
    });
    const { comment: root } = (await created.json()) as { comment: { id: string } };

    const memberMail = await mailTo(member.email, /^Subject: Gina Guest commented on Marketing site$/m);
    expect(memberMail).toContain('Reply to this e-mail to answer in the thread.');
    await client().sendMail({
      from: member.email,
      to: replyToOf(memberMail),
      subject: 'Re: Gina Guest commented on Marketing site',
      text: 'Looking into it today.\n\nOn Tue, Max wrote:\n> Gina Guest commented on Marketing site\n> Footer overlaps the form',
    });
    await expect
      .poll(
        async () =>
          (await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token })).body.replies.map(
            (r: { body: string; author: { displayName: string } }) => [r.author.displayName, r.body],
          ),
        POLL,
      )
      .toEqual([['Max Member', 'Looking into it today.']]);

    // The guest hears of the reply and answers the same way.
    const guestMail = await mailTo('gina@example.com', /Max Member replied to your comment/);
    await client().sendMail({
      from: 'gina@example.com',
      to: replyToOf(guestMail),
      subject: 'Re: reply',
      text: 'Thanks, it happens on Safari only.\n-- \nGina',
    });
    await expect
      .poll(async () => (await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token })).body.replies.length, POLL)
      .toBe(2);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token });
    expect(thread.body.replies[1]).toMatchObject({
      body: 'Thanks, it happens on Safari only.',
      author: { displayName: 'Gina Guest', isGuest: true },
    });
  });

  it('refuses mail to an address it never handed out, and an empty answer', async () => {
    await expect(
      client().sendMail({ from: 'x@example.com', to: `reply+${'A'.repeat(32)}@${REPLY_DOMAIN}`, subject: 'x', text: 'hello' }),
    ).rejects.toThrow(/550/);
    const { member, project } = await createTeam(t.app, t.baseUrl);
    await fetch(`${t.baseUrl}/api/widget/${project.publicKey}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify(newCommentBody({ body: 'Empty answer check', guest: { name: 'Gina Guest', email: 'gina2@example.com' } })),
    });
    const mail = await mailTo(member.email, /Empty answer check/);
    await expect(client().sendMail({ from: member.email, to: replyToOf(mail), subject: 'Re', text: '> only the quote' })).rejects.toThrow(
      /empty/,
    );
  });

  it("mirrors an answer by e-mail into the thread's ticket, as a reply written in the app would be", async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const gh = fakeGitHub();
    const { integration } = await connectFakeGitHub(t.baseUrl, gh, owner, { mirrorReplies: true });
    const created = await fetch(`${t.baseUrl}/api/widget/${project.publicKey}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify(newCommentBody({ body: 'Ticketed by mail', guest: { name: 'Gina Guest', email: 'gina3@example.com' } })),
    });
    const { comment: root } = (await created.json()) as { comment: { id: string } };
    const ticket = await call(t.baseUrl, 'POST', `/api/comments/${root.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    const issue = gh.issues.find((i) => `#${i.number}` === ticket.body.ticket.key)!;

    const mail = await mailTo(member.email, /Ticketed by mail/);
    await client().sendMail({ from: member.email, to: replyToOf(mail), subject: 'Re', text: 'Shipped the fix.\n\n> Ticketed by mail' });
    await expect.poll(() => issue.comments, POLL).toEqual([expect.stringContaining('> Shipped the fix.')]);
  });

  it('keeps only the answer above the quoted message', () => {
    expect(replyText('Yes, done.\r\n\r\nLe mar. 3 juin, Ana a écrit :\r\n> old')).toBe('Yes, done.');
    expect(replyText('First line\nSecond line\n> quoted')).toBe('First line\nSecond line');
  });
});
