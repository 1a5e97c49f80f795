import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { SmtpCatcher } from '../apps/server/src/test/smtp-catcher.ts';
import { startAppServer } from './support/app-server.ts';
import { signUpInBrowser } from './support/dashboard-helpers.ts';
import { test as base, expect } from './support/fixtures.ts';
import { addMember, signUp } from './support/team.ts';
import { smtpFixture } from './support/smtp-fixture.ts';
import { startComment } from './support/widget-project.ts';

// docs/product/limits.md e-mail notifications, end to end: a real SMTP server receives what the app sends while an
// owner, a member and a guest use the dashboard and the widget.
const test = base.extend<object, { smtp: SmtpCatcher }>({
  smtp: smtpFixture,
  appServer: [
    async ({ smtp }, use) => {
      const server = await startAppServer({ SMTP_URL: smtp.url, MAIL_FROM: 'CommentFlow <notify@commentflow.test>' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

const text = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/\r\n[ \t]+/g, ' '), 'latin1').toString('utf8');

test('an owner, a member and a guest each get the e-mails they should, and none they opted out of', async ({
  page,
  browser,
  smtp,
  appServer,
  hostSite,
}) => {
  test.slow();
  const mailsTo = (address: string) =>
    smtp.mails.filter((mail) => mail.to.includes(address.toLowerCase())).map((mail) => text(mail.decoded));
  const owner = await signUpInBrowser(page, 'Olga Owner');
  const member = await signUp(appServer.url, 'Milo Member');
  addMember(appServer.dataDir, owner.workspaceId, member.id);
  const created = await page.request.post(`/api/workspaces/${owner.workspaceId}/projects`, {
    headers: owner.headers,
    data: { name: 'Acme Store', siteUrl: hostSite.origin },
  });
  const { project } = await created.json();

  // The owner wants no e-mail about new comments (the bell keeps them): Settings, one box.
  await page.goto('/client/settings');
  const email = page.getByRole('checkbox', { name: 'E-mail me about New comments' });
  await expect(email).toBeChecked();
  await email.click();
  await expect(email).not.toBeChecked();
  await expect(page.getByText('Notification preferences saved').first()).toBeVisible();

  // A guest comments on the site through the widget.
  const site = await (await browser.newContext()).newPage();
  await site.goto(hostSite.pageUrl(project.snippet));
  await startComment(site, '#hero-copy', 'The price line wraps badly');
  await site.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(site.getByRole('button', { name: /^Comment 1:/ })).toBeVisible();

  // The member hears of it by e-mail; the owner only in the bell.
  await expect
    .poll(() => mailsTo(member.email).some((mail) => /^Subject: Grace Client commented on Acme Store$/m.test(mail)), { timeout: 30_000 })
    .toBe(true);
  const db = new Database(join(appServer.dataDir, 'commentflow.db'), { readonly: true });
  const ownerMailState = () =>
    (
      db
        .prepare(
          "SELECT mail_state FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = ? AND n.body = 'The price line wraps badly'",
        )
        .all(owner.email) as { mail_state: string }[]
    ).map((row) => row.mail_state);
  await expect.poll(ownerMailState, { timeout: 30_000 }).toEqual(['skipped']);
  expect(mailsTo(owner.email)).toEqual([]);
  await page
    .getByRole('button', { name: /Notifications/ })
    .first()
    .click();
  await expect(page.getByText('The price line wraps badly').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The owner replies in the dashboard: the guest is told by e-mail, with a link to stop such mails.
  await page.goto('/client/comments');
  await page
    .getByRole('list', { name: 'Threads' })
    .getByRole('link', { name: /The price line wraps badly/ })
    .click();
  const thread = page.getByRole('region', { name: 'Selected thread' });
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Fixed in today’s release, thanks!');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect
    .poll(() => mailsTo('grace@client.example').some((mail) => mail.includes('Olga Owner replied to your comment')), { timeout: 30_000 })
    .toBe(true);
  const guestMail = mailsTo('grace@client.example')[0]!;
  expect(guestMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(guestMail).toContain('Fixed in today’s release, thanks!');
  db.close();
});
