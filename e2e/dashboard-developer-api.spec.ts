import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from './support/fixtures.ts';
import { test } from './support/local-outbound-fixtures.ts';
import { storeConsent } from './support/consent.ts';
import { pin, signUpWithProject } from './support/dashboard-helpers.ts';

// The server may call the local receiver below only because this instance allows 127.0.0.1
// (local-outbound-fixtures.ts).

interface Hook {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl = '';
const hooks: Hook[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hooks.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

test('an owner creates an API key and sees it once, adds a webhook endpoint, sees a delivery and resends it', async ({ page }) => {
  const seeded = await signUpWithProject(page, 'Dana Developer', '/client/api');
  await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  // A key, shown once.
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByLabel('Name').fill('CI pipeline');
  await page.getByLabel('Access').selectOption({ label: 'Read and write' });
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Copy your new key now: it is shown only once.')).toBeVisible();
  const secret = (await page.getByTestId('new-api-key').textContent()) ?? '';
  expect(secret).toMatch(/^cf_[\w-]{43}$/);
  // It works on the API...
  const listed = await page.request.get(`/api/workspaces/${seeded.workspaceId}/comments`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(listed.status()).toBe(200);
  // ...and once dismissed, the page never shows it again: only its prefix stays.
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await page.reload();
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByText('CI pipeline')).toBeVisible();
  await expect(keys.getByText(`${secret.slice(0, 11)}…`)).toBeVisible();
  await expect(keys).toContainText('Last used');
  // Its call shows in the usage chart.
  await expect(page.getByRole('img', { name: '1 call in the last 14 days' })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // An endpoint for the local receiver.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByLabel('Endpoint URL').fill(receiverUrl);
  await page.getByRole('button', { name: 'Add endpoint' }).last().click();
  await expect(page.getByText(receiverUrl)).toBeVisible();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  // A pin on the site is delivered, signed, and logged.
  const before = hooks.length;
  const comment = await pin(page, seeded, 'The logo is blurry on retina screens');
  await expect.poll(() => hooks.length).toBe(before + 1);
  const delivered = hooks[before]!;
  expect(JSON.parse(delivered.body)).toMatchObject({ type: 'comment.created', data: { comment: { id: comment.id } } });
  expect(String(delivered.headers['webhook-signature'])).toMatch(/^v1,/);

  await page.getByRole('button', { name: 'Delivery log' }).click();
  const row = page.getByTestId('webhook-delivery').first();
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('comment.created');
  await expect(row).toContainText('HTTP 200');

  // Resent from the log: the same message, received again, and a second try in the log.
  await row.getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => hooks.length).toBe(before + 2);
  expect(hooks[before + 1]!.headers['webhook-id']).toBe(delivered.headers['webhook-id']);
  expect(hooks[before + 1]!.body).toBe(delivered.body);
  await row.getByText('Details').click();
  await expect(row.getByTestId('webhook-attempt')).toHaveCount(2);
  await expect(row.getByTestId('webhook-attempt').nth(1)).toContainText('Try 2 (resent)');
  await expect(row.getByTestId('webhook-attempt').nth(1)).toContainText('thanks');
});

test('the reference sends writes with the reader’s key, and the dashboard names the key for what it did', async ({ page, context }) => {
  // The docs are on the public site: a visitor who already chose their cookies.
  await storeConsent(context);
  const seeded = await signUpWithProject(page, 'Kim Keyholder', '/client/api');
  const created = await page.request.post(`/api/workspaces/${seeded.workspaceId}/api-keys`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    data: { name: 'CI bot', scopes: ['read', 'write'] },
  });
  const { secret } = (await created.json()) as { secret: string };
  const thread = await pin(page, seeded, 'The hero image is cut off on phones');

  await page.goto('/docs/api');
  await page.getByLabel('Your API key, to try the routes below').fill(secret);

  // A reply through "Try it": the body starts from the operation's example and can be edited.
  const replies = page.getByRole('region', { name: 'post /api/comments/{commentId}/replies', exact: true });
  await expect(replies.getByText('Reply to a thread', { exact: true })).toBeVisible();
  await replies.getByText('Try it with your API key').click();
  await replies.getByLabel('commentId').fill(thread.id);
  const body = replies.getByLabel('Request body (JSON)');
  await expect(body).toHaveValue(/"body": "Fixed in the latest deploy, thanks!"/);
  await body.fill(JSON.stringify({ body: 'Cropped differently on small screens now' }));
  await replies.getByRole('button', { name: 'Send POST' }).click();
  await expect(replies.getByText('HTTP 201')).toBeVisible();
  await expect(replies.getByText('"body": "Cropped differently on small screens now"')).toBeVisible();

  // A status change the same way.
  const update = page.getByRole('region', { name: 'patch /api/comments/{commentId}', exact: true });
  await update.getByText('Try it with your API key').click();
  await update.getByLabel('commentId').fill(thread.id);
  await update.getByLabel('Request body (JSON)').fill(JSON.stringify({ status: 'resolved' }));
  await update.getByRole('button', { name: 'Send PATCH' }).click();
  await expect(update.getByText('HTTP 200')).toBeVisible();
  await expect(update.getByText('"status": "resolved"')).toBeVisible();

  // The thread shows the new reply, and its history names the key for both changes.
  await page.goto(`/client/comments/${thread.id}`);
  await expect(page.getByText('Cropped differently on small screens now')).toBeVisible();
  const history = page.getByRole('region', { name: 'Changes made with API keys' });
  await expect(history.getByTestId('thread-key-activity')).toHaveCount(2);
  await expect(history).toContainText('CI bot (API key) changed status to Resolved');
  await expect(history).toContainText('CI bot (API key) replied');

  // The owners' audit log of keys on /client/api, with the key's prefix.
  await page.goto('/client/api');
  const log = page.getByRole('region', { name: 'Changes made with keys' });
  await expect(log.getByTestId('key-activity')).toHaveCount(2);
  await expect(log.getByTestId('key-activity').first()).toContainText(`CI bot ${secret.slice(0, 11)}… changed status to Resolved`);
  await log.getByRole('link', { name: 'Open thread' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/client/comments/${thread.id}`));
});
