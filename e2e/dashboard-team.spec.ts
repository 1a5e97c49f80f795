import { test, expect } from './support/fixtures.ts';
import {
  createProjectInUi,
  inviteClientInUi,
  leaveGuestComment,
  outboxLink,
  ownerInNewContext,
  signUpInBrowser,
  signUpInUi,
  uniqueEmail,
} from './support/dashboard-helpers.ts';
import { addMember, signUp as signUpThroughApi } from './support/team.ts';
import { toastWith } from './support/toast.ts';

// Two browsers and a full invitation round trip: longer than the default on a shared machine.
test.describe.configure({ timeout: 150_000 });

test('an owner invites a teammate by e-mail, who accepts in another browser; the owner changes their role and removes them', async ({
  browser,
}) => {
  const bobEmail = uniqueEmail('bob');
  const { ownerContext, owner } = await ownerInNewContext(browser);

  await owner.goto('/client/team');
  await expect(owner.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await owner.getByRole('button', { name: 'Invite people' }).click();
  await owner.getByLabel('Email address').fill(bobEmail);
  await owner.getByLabel('Role', { exact: true }).selectOption('member');
  await owner.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `Invitation sent to ${bobEmail}` })).toBeVisible();
  await expect(owner.getByTestId('invite-row').filter({ hasText: bobEmail })).toContainText('expires in 7 days');

  const link = await outboxLink(owner, bobEmail);
  expect(link).toMatch(/\/invite\/[\w-]{43}$/);

  // Bob has no account yet: he signs up on the invitation page itself, which then accepts on its own.
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await bob.goto(link);
  const heading = bob.getByRole('heading', { name: /^Join / });
  await expect(heading).toBeVisible();
  const workspaceName = ((await heading.textContent()) ?? '').replace(/^Join /, '');
  await expect(bob.getByText('Olivia Owner invited you as member.')).toBeVisible();
  await signUpInUi(bob, 'Bob Builder', bobEmail);
  await expect(toastWith(bob, `Invitation accepted: you joined ${workspaceName}.`)).toBeVisible();
  await expect(bob).toHaveURL(/\/client\/dashboard$/);
  // He lands in Olivia's workspace, not the one his sign-up made.
  await bob.goto('/client/team');
  await expect(bob.getByTestId('member-row').filter({ hasText: 'Olivia Owner' })).toBeVisible();

  // A second invitation, for someone else, opened by Bob: a clear refusal, nothing joined.
  await owner.getByLabel('Email address').fill(uniqueEmail('carol'));
  await owner.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Invitation sent to carol' })).toBeVisible();
  const carolLink = (await (await owner.request.get('/api/dev/outbox')).json()).mails[0].link as string;
  await bob.goto(carolLink);
  await expect(bob.getByRole('alert')).toContainText(`but you are signed in as ${bobEmail}`);
  await expect(bob.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);

  await owner.reload();
  const bobRow = owner.getByTestId('member-row').filter({ hasText: bobEmail });
  await expect(bobRow).toContainText('Bob Builder');
  await expect(owner.getByTestId('invite-row').filter({ hasText: bobEmail })).toHaveCount(0);

  const roleSaved = owner.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes('/members/'));
  await bobRow.getByLabel('Role of Bob Builder').selectOption('admin');
  expect((await roleSaved).status()).toBe(200);
  await owner.reload();
  await expect(owner.getByTestId('member-row').filter({ hasText: bobEmail }).getByLabel('Role of Bob Builder')).toHaveValue('admin');

  await owner.getByRole('button', { name: 'Remove Bob Builder' }).click();
  await owner.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(owner.getByTestId('member-row').filter({ hasText: bobEmail })).toHaveCount(0);
  // He is back in the workspace his sign-up made, his alone: Olivia's team is out of his reach. (Waiting
  // for no "Bob Builder" passed before the page had drawn, and failed once it drew his own row.)
  await bob.goto('/client/team');
  await expect(bob.getByTestId('member-row').filter({ hasText: bobEmail })).toBeVisible();
  await expect(bob.getByTestId('member-row').filter({ hasText: 'Olivia Owner' })).toHaveCount(0);

  await ownerContext.close();
  await bobContext.close();
});

test('a client invited to one project sees only that project and its feedback', async ({ browser, hostSite }) => {
  const { ownerContext, owner } = await ownerInNewContext(browser);
  const shared = await createProjectInUi(owner, 'Client site', hostSite.origin);
  const internal = await createProjectInUi(owner, 'Internal site', `${hostSite.origin}/internal`);
  await leaveGuestComment(owner, shared, hostSite.origin, 'Logo is too small on the client site');
  await leaveGuestComment(owner, internal, hostSite.origin, 'Internal-only note about staging');

  const clientEmail = uniqueEmail('client');
  await inviteClientInUi(owner, clientEmail, ['Client site']);

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(await outboxLink(owner, clientEmail));
  await expect(client.getByText('invited you as client to Client site.')).toBeVisible();
  await signUpInUi(client, 'Cleo Client', clientEmail);
  await expect(client).toHaveURL(/\/client\/comments$/);
  await expect(client.getByRole('link', { name: /Logo is too small on the client site/ })).toBeVisible();
  await expect(client.getByText('Internal-only note about staging')).toHaveCount(0);
  await client.goto('/client/dashboard');
  await expect(client.getByText('Client site').first()).toBeVisible();
  await expect(client.getByText('Internal site')).toHaveCount(0);

  // The owner sees the client with their project, and makes a share link that can be revoked.
  await owner.reload();
  await expect(owner.getByTestId('member-row').filter({ hasText: clientEmail })).toContainText(/Sees:\s*Client site/);
  await owner.getByLabel('Project').selectOption({ label: 'Internal site' });
  await owner.getByRole('button', { name: 'Create link' }).click();
  await expect(owner.getByTestId('share-link')).toContainText('/invite/');
  const shareLink = /\/invite\/[\w-]{43}/.exec((await owner.getByTestId('share-link').textContent()) ?? '')?.[0] ?? '';
  const linkRow = owner.getByTestId('invite-row').filter({ hasText: 'Share link' });
  await expect(linkRow).toContainText('Internal site');
  await linkRow.getByRole('button', { name: /Revoke invitation/ }).click();
  await linkRow.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(owner.getByTestId('invite-row').filter({ hasText: 'Share link' })).toHaveCount(0);
  await client.goto(shareLink);
  await expect(client.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
  await expect(client.getByText('This invitation was revoked. Ask for a new one.')).toBeVisible();

  await ownerContext.close();
  await clientContext.close();
});

test('an invitation opened signed out by someone with an account: signing in from it accepts it', async ({ page, appServer }) => {
  const owner = await signUpThroughApi(appServer.url, 'Olivia Owner');
  const invitee = await signUpThroughApi(appServer.url, 'Ivan Invitee');
  const sent = await page.request.post(`/api/workspaces/${owner.workspaceId}/invites`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: invitee.email, role: 'member' },
  });
  expect(sent.status()).toBe(201);

  await page.goto(await outboxLink(page, invitee.email));
  await expect(page.getByText('Olivia Owner invited you as member.')).toBeVisible();
  await page.getByRole('button', { name: 'I already have an account' }).click();
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByLabel('Password', { exact: true }).fill(invitee.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toastWith(page, /Invitation accepted: you joined /)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/client/team');
  await expect(page.getByTestId('member-row').filter({ hasText: 'Olivia Owner' })).toBeVisible();
});

test('Client access and Get started are reachable from the dashboard home and from Team, while the sidebar keeps its ten sections', async ({
  page,
}) => {
  await signUpInBrowser(page, 'Rita Reach');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(10);
  await page.getByRole('main').getByRole('link', { name: 'Client access', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Client access', level: 1 })).toBeVisible();
  await page.goto('/client/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Get started', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/onboarding$/);

  await page.goto('/client/team');
  await page.getByRole('main').getByRole('link', { name: 'Client access', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/client-access$/);
  await page.goto('/client/team');
  await page.getByRole('main').getByRole('link', { name: 'Get started', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Get started', level: 1 })).toBeVisible();
});

test('the test console is for managers: a member opening it is told so and sees no live events', async ({ page, appServer }) => {
  const owner = await signUpThroughApi(appServer.url, 'Olga Owner');
  const member = await signUpInBrowser(page, 'Mick Member');
  const { user } = await (await page.request.get('/api/auth/me', { headers: member.headers })).json();
  addMember(appServer.dataDir, owner.workspaceId, user.uid);
  await page.evaluate((id) => localStorage.setItem('current_workspace_id', id), owner.workspaceId);
  await page.goto('/client/test-console-monitor');
  await expect(page.getByRole('heading', { name: 'Test console monitor', level: 1 })).toBeVisible();
  await expect(page.getByText("The test console is for the workspace's owners and admins")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
});
