import { expect } from './support/fixtures.ts';
import { test } from './support/fake-github-fixtures.ts';
import { pin, signUpWithProject } from './support/dashboard-helpers.ts';
import { GITHUB_APP, GITHUB_TOKEN, OTHER_APP_KEY } from '../apps/server/src/test/fakes/fake-github.ts';

test('an owner connects GitHub, files a thread as an issue, and closing the issue on GitHub resolves the thread live', async ({
  page,
  github,
}) => {
  const seeded = await signUpWithProject(page, 'Gita Owner', '/client/integrations');
  const thread = await pin(page, seeded, 'The pay button does nothing');

  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing connected yet')).toBeVisible();
  await page.getByRole('button', { name: 'Connect GitHub' }).click();
  await page.getByLabel('Access token').fill('ghp_wrong');
  await page.getByLabel('Owner (user or organisation)').fill('acme');
  await page.getByLabel('Repository').fill('site');
  await page.getByLabel('Labels (optional)').fill('feedback, from-commentflow');
  await page.getByLabel('API URL (GitHub Enterprise) (optional)').fill(github.url);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  // GitHub's own words when the token is refused.
  await expect(page.getByRole('alert')).toContainText('GitHub refused: HTTP 401 Bad credentials');

  await page.getByLabel('Access token').fill(GITHUB_TOKEN);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const reveal = page.getByRole('status').filter({ hasText: 'GitHub is connected' });
  await expect(reveal).toBeVisible();
  const webhookUrl = (await reveal.getByTestId('webhook-url').textContent()) ?? '';
  const secret = (await reveal.getByTestId('webhook-secret').textContent()) ?? '';
  expect(webhookUrl).toMatch(/\/api\/integrations\/[\w-]+\/webhook$/);
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: /GitHub · acme\/site/ })).toBeVisible();
  await expect(page.getByText(/Working · last call/)).toBeVisible();

  // From the thread: preview, then create.
  await page.goto(`/client/comments/${thread.id}`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByLabel('Create ticket in')).toHaveValue(/.+/);
  await tickets.getByRole('button', { name: 'Preview ticket' }).click();
  await expect(tickets.getByText('The pay button does nothing').first()).toBeVisible();
  await expect(tickets.getByText('Chrome 131 on macOS')).toBeVisible();
  await tickets.getByRole('button', { name: 'Create ticket in GitHub' }).click();
  const issueLink = tickets.getByRole('link', { name: 'GitHub #1' });
  await expect(issueLink).toHaveAttribute('href', 'https://github.com/acme/site/issues/1');
  await expect(tickets.getByText('Open', { exact: true })).toBeVisible();
  expect(github.issues[0]).toMatchObject({ title: 'The pay button does nothing', labels: ['feedback', 'from-commentflow'] });

  // Someone closes the issue on GitHub: the delivery resolves the open thread without a reload.
  const delivery = github.changeState(1, 'closed', secret);
  const answer = await fetch(webhookUrl, { method: 'POST', headers: delivery.headers, body: delivery.body });
  expect(answer.status).toBe(200);
  await expect(tickets.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('resolved');
});

test('an owner connects GitHub as a GitHub App (app id, installation, private key) and files a thread through the app', async ({
  page,
  github,
}) => {
  const seeded = await signUpWithProject(page, 'Appa Owner', '/client/integrations');
  const thread = await pin(page, seeded, 'The menu hides the cart');

  await page.getByRole('button', { name: 'Connect GitHub' }).click();
  await page.getByRole('radio', { name: 'A GitHub App' }).check();
  await expect(page.getByLabel('Access token')).toHaveCount(0);
  await page.getByLabel('App ID').fill(GITHUB_APP.appId);
  await page.getByLabel('Installation ID').fill(GITHUB_APP.installationId);
  await page.getByLabel('Private key (.pem file)').fill(OTHER_APP_KEY);
  await page.getByLabel('Owner (user or organisation)').fill('acme');
  await page.getByLabel('Repository').fill('site');
  await page.getByLabel('API URL (GitHub Enterprise) (optional)').fill(github.url);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  // Another app's key: GitHub's own words.
  await expect(page.getByRole('alert')).toContainText('GitHub refused: HTTP 401 A JSON web token could not be decoded');

  await page.getByLabel('Private key (.pem file)').fill(GITHUB_APP.privateKey);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const reveal = page.getByRole('status').filter({ hasText: 'GitHub is connected' });
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: /GitHub · acme\/site/ })).toBeVisible();

  await page.goto(`/client/comments/${thread.id}`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await tickets.getByRole('button', { name: 'Preview ticket' }).click();
  await tickets.getByRole('button', { name: 'Create ticket in GitHub' }).click();
  await expect(tickets.getByRole('link', { name: 'GitHub #1' })).toBeVisible();
  const issueCall = github.requests.findLast((request) => request.method === 'POST' && request.path === '/repos/acme/site/issues');
  expect(issueCall?.headers.authorization).toMatch(/^Bearer ghs_/);
});

test("an owner sees on the integrations page that GitHub is failing, with GitHub's own words, and that it works again", async ({
  page,
  github,
}) => {
  const seeded = await signUpWithProject(page, 'Hale Owner', '/client/integrations');
  const thread = await pin(page, seeded, 'The checkout spinner never stops');
  const connected = await page.request.post(`/api/workspaces/${seeded.workspaceId}/integrations`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { provider: 'github', credentials: { token: GITHUB_TOKEN }, settings: { apiUrl: github.url, owner: 'acme', repo: 'site' } },
  });
  expect(connected.status()).toBe(201);
  const { integration } = (await connected.json()) as { integration: { id: string } };

  // GitHub is down while a ticket is filed from the thread.
  github.failNext(10, { status: 503, body: { message: 'Service Unavailable' } });
  await page.goto(`/client/comments/${thread.id}`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await tickets.getByRole('button', { name: 'Preview ticket' }).click();
  await tickets.getByRole('button', { name: 'Create ticket in GitHub' }).click();
  await expect(tickets.getByRole('alert')).toContainText('Service Unavailable');

  await page.goto('/client/integrations');
  await expect(page.getByText(/Failing since .*: .*Service Unavailable/)).toBeVisible();

  // Back up: the next ticket goes through and the card says so, keeping the last error as history.
  github.failNext(0, { status: 503 });
  const filed = await page.request.post(`/api/comments/${thread.id}/tickets`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { integrationId: integration.id },
  });
  expect(filed.status()).toBe(201);
  await page.reload();
  await expect(page.getByText(/Working · last call/)).toBeVisible();
  await expect(page.getByText(/Last error .*: .*Service Unavailable/)).toBeVisible();
});
