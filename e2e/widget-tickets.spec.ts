import { expect } from './support/fixtures.ts';
import { test } from './support/fake-github-fixtures.ts';
import { addMember, createProject, signUp } from './support/team.ts';
import { pinComment } from './support/widget-project.ts';
import { signInToWidget } from './support/widget-sign-in.ts';
import { GITHUB_TOKEN } from '../apps/server/src/test/fakes/fake-github.ts';

test('a member in the widget on a third-party page files a thread in GitHub (told plainly while GitHub is down), sees its key, and its status live', async ({
  browser,
  appServer,
  hostSite,
  github,
}) => {
  const owner = await signUp(appServer.url, 'Olive Owner');
  const max = await signUp(appServer.url, 'Max Member');
  addMember(appServer.dataDir, owner.workspaceId, max.id);
  const project = await createProject(appServer.url, owner, hostSite.origin);
  const connected = await fetch(`${appServer.url}/api/workspaces/${owner.workspaceId}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({
      provider: 'github',
      credentials: { token: GITHUB_TOKEN },
      settings: { apiUrl: github.url, owner: 'acme', repo: 'site', labels: ['feedback'] },
    }),
  });
  expect(connected.status).toBe(201);
  const { integration, webhookSecret } = (await connected.json()) as { integration: { webhookUrl: string }; webhookSecret: string };

  const site = await (await browser.newContext()).newPage();
  await site.goto(hostSite.pageUrl(project.snippet));
  await signInToWidget(site, max);
  await pinComment(site, '#buy', 'The buy button does nothing');
  await site.getByRole('button', { name: /^Comment 1: The buy button does nothing/ }).click();
  const thread = site.getByRole('dialog', { name: 'Comment 1' });

  // Preview first: what the ticket will say, then the ticket itself.
  const tickets = thread.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByLabel('Create ticket in')).toHaveValue(/.+/);
  await tickets.getByRole('button', { name: 'Preview ticket' }).click();
  const preview = tickets.getByRole('group', { name: 'Ticket preview' });
  await expect(preview.getByText('The buy button does nothing').first()).toBeVisible();
  await expect(preview.getByText('feedback', { exact: true })).toBeVisible();
  // GitHub down: the member reads why, nothing is filed or linked, and the same button works once it is back.
  github.failNext(100, { status: 503, body: { message: 'Service Unavailable' } });
  await preview.getByRole('button', { name: 'Create ticket in GitHub' }).click();
  await expect(tickets.getByRole('alert')).toContainText('GitHub could not be reached');
  expect(github.issues).toEqual([]);
  github.failNext(0, { status: 200 });
  await preview.getByRole('button', { name: 'Create ticket in GitHub' }).click();

  const issueLink = tickets.getByRole('link', { name: 'GitHub #1' });
  await expect(issueLink).toHaveAttribute('href', 'https://github.com/acme/site/issues/1');
  await expect(tickets.getByText('Open', { exact: true })).toBeVisible();
  expect(github.issues[0]).toMatchObject({ title: 'The buy button does nothing', labels: ['feedback'] });
  const filed = github.requests.find((request) => request.method === 'POST' && request.path === '/repos/acme/site/issues');
  expect(filed?.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
  // Every tracker has its ticket now: nothing more to file.
  await expect(tickets.getByRole('button', { name: 'Preview ticket' })).toHaveCount(0);

  // Someone closes the issue on GitHub: the open thread shows it, and the thread resolves, without a reload.
  const delivery = github.changeState(1, 'closed', webhookSecret);
  const answer = await fetch(integration.webhookUrl, { method: 'POST', headers: delivery.headers, body: delivery.body });
  expect(answer.status).toBe(200);
  await expect(tickets.getByText('Closed', { exact: true })).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Reopen', exact: true })).toBeVisible();
});

test('a guest on the same page sees no tickets and downloads nothing of them', async ({ browser, appServer, hostSite, github }) => {
  const owner = await signUp(appServer.url, 'Olive Owner');
  const project = await createProject(appServer.url, owner, hostSite.origin);
  await fetch(`${appServer.url}/api/workspaces/${owner.workspaceId}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({
      provider: 'github',
      credentials: { token: GITHUB_TOKEN },
      settings: { apiUrl: github.url, owner: 'acme', repo: 'site' },
    }),
  });
  const site = await (await browser.newContext()).newPage();
  const scripts: string[] = [];
  site.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await site.goto(hostSite.pageUrl(project.snippet));
  await pinComment(site, '#buy', 'Guest feedback');
  await site.getByRole('button', { name: /^Comment 1: Guest feedback/ }).click();
  const thread = site.getByRole('dialog', { name: 'Comment 1' });
  // The reply form is the thread's last part: once it is there, the thread view is complete.
  await expect(thread.getByRole('button', { name: 'Send reply' })).toBeVisible();
  await expect(thread.getByRole('region', { name: 'Tickets' })).toHaveCount(0);
  expect(scripts).not.toContain('/widget/widget-tickets.js');
});
