import { test, expect } from './support/fixtures.ts';
import {
  createProjectInUi,
  inviteClientInUi,
  leaveGuestComment,
  outboxLink,
  ownerInNewContext,
  signUpInBrowser,
  signUpInUi,
  signUpWithProject,
  uniqueEmail,
} from './support/dashboard-helpers.ts';
import { toastWith } from './support/toast.ts';

// Two browsers and a full invitation round trip: longer than the default on a shared machine.
test.describe.configure({ timeout: 150_000 });

test('a client’s open inbox follows the owner taking a project away, then removing them, without a reload', async ({
  browser,
  hostSite,
}) => {
  const { ownerContext, owner } = await ownerInNewContext(browser);
  const token = await owner.evaluate(() => localStorage.getItem('auth_token'));
  const { workspaces } = await (await owner.request.get('/api/workspaces', { headers: { authorization: `Bearer ${token}` } })).json();
  const workspaceName = workspaces[0].name as string;
  const siteA = await createProjectInUi(owner, 'Site A', hostSite.origin);
  const siteB = await createProjectInUi(owner, 'Site B', `${hostSite.origin}/b`);
  await leaveGuestComment(owner, siteA, hostSite.origin, 'Hero image is blurry on site A');
  await leaveGuestComment(owner, siteB, hostSite.origin, 'Footer link is broken on site B');

  const clientEmail = uniqueEmail('client');
  await inviteClientInUi(owner, clientEmail, ['Site A', 'Site B']);

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(await outboxLink(owner, clientEmail));
  await signUpInUi(client, 'Cleo Client', clientEmail);
  await expect(client).toHaveURL(/\/client\/comments$/);
  // The client reads site A's thread, with the inbox beside it.
  await client.getByRole('link', { name: /Hero image is blurry on site A/ }).click();
  await expect(client).toHaveURL(/\/client\/comments\/[\w-]+$/);
  const thread = client.getByRole('region', { name: 'Selected thread' });
  await expect(thread.getByText('Hero image is blurry on site A')).toBeVisible();
  const inbox = client.getByRole('region', { name: 'Inbox' });
  await expect(inbox.getByRole('link', { name: /Footer link is broken on site B/ })).toBeVisible();

  // In the other browser, the owner takes site A away from the client.
  await owner.reload();
  const clientRow = owner.getByTestId('member-row').filter({ hasText: clientEmail });
  await expect(clientRow).toContainText(/Sees:\s*Site A, Site B/);
  await clientRow.getByRole('button', { name: 'Edit projects of Cleo Client' }).click();
  await clientRow.getByRole('checkbox', { name: 'Site A' }).uncheck();
  await clientRow.getByRole('button', { name: 'Save' }).click();
  await expect(clientRow).toContainText(/Sees:\s*Site B/);

  await expect(client.getByText(`Your access to ${workspaceName} changed`, { exact: true })).toBeVisible();
  await expect(client).toHaveURL(/\/client\/comments$/);
  await expect(client.getByRole('region', { name: 'Selected thread' })).toHaveCount(0);
  await expect(inbox.getByRole('link', { name: /Hero image is blurry on site A/ })).toHaveCount(0);
  await expect(inbox.getByRole('link', { name: /Footer link is broken on site B/ })).toBeVisible();

  // Then removes the client: their dashboard moves to the workspace they still have, their own.
  await owner.getByRole('button', { name: 'Remove Cleo Client' }).click();
  await owner.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(owner.getByTestId('member-row').filter({ hasText: clientEmail })).toHaveCount(0);
  await expect(client.getByText(`You were removed from ${workspaceName}`, { exact: true })).toBeVisible();
  await expect(client).toHaveURL(/\/client\/dashboard$/);
  await expect(client.getByRole('button', { name: /Cleo Client's workspace/ }).first()).toBeVisible();
  await expect(client.getByText('Footer link is broken on site B')).toHaveCount(0);
  await expect(client.getByText('Site B')).toHaveCount(0);

  await ownerContext.close();
  await clientContext.close();
});

test('accepting a share link in one tab: that tab says so, and the same user’s other tab is told and offers the workspace', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const { token, workspaceId, project } = await signUpWithProject(owner, 'Olivia Owner', '/client/dashboard');
  const created = await owner.request.post(`/api/workspaces/${workspaceId}/share-links`, {
    headers: { authorization: `Bearer ${token}` },
    data: { projectId: project.id },
  });
  const { link } = (await created.json()) as { link: string };

  const clientContext = await browser.newContext();
  const otherTab = await clientContext.newPage();
  await signUpInBrowser(otherTab, 'Dorothy Vaughan');
  // It hears of the change only once its live connection is up.
  await expect(otherTab.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const acceptingTab = await clientContext.newPage();
  await acceptingTab.goto(new URL(link).pathname);
  await acceptingTab.getByRole('button', { name: 'Accept invitation' }).click();

  const ownToast = toastWith(acceptingTab, "Invitation accepted: you joined Olivia Owner's workspace.");
  await expect(acceptingTab).toHaveURL(/\/client\/comments$/);
  await expect(ownToast).toBeVisible();
  // The other tab heard it from the server alone: told, and the workspace is in its switcher.
  await expect(otherTab.getByText("You joined Olivia Owner's workspace", { exact: true })).toBeVisible();
  await otherTab
    .getByRole('button', { name: /Switch workspace/ })
    .first()
    .click();
  await expect(otherTab.getByRole('button', { name: "Olivia Owner's workspace", exact: true })).toBeVisible();

  await ownerContext.close();
  await clientContext.close();
});
