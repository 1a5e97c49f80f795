import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createSiteProject, postWidgetComment, signUpInBrowser } from './support/dashboard-helpers.ts';
import { toastWith } from './support/toast.ts';
import { setTrialEnd } from './support/trial.ts';

const SITE = 'http://checkout.localhost';

/**
 * Holds back the server's `export_complete` frames on the dashboard's socket until `release()`, as a
 * slow build of a large workspace would: a small export is ready before anyone could read 'Export requested'.
 */
async function slowExports(page: Page): Promise<{ release: () => void }> {
  let holding = true;
  const held: { send: () => void }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (holding && typeof message === 'string' && message.includes('"export_complete"')) held.push({ send: () => ws.send(message) });
      else ws.send(message);
    });
  });
  return {
    release: () => {
      holding = false;
      for (const frame of held.splice(0)) frame.send();
    },
  };
}

test('the owner exports from the trial banner: the modal, the request, the toast, and the archive downloads', async ({
  page,
  appServer,
}) => {
  const exports = await slowExports(page);
  const user = await signUpInBrowser(page, 'Xena Export');
  const project = await createSiteProject(page, user, SITE);
  await postWidgetComment(page, project, SITE, 'The checkout button overlaps the footer');
  setTrialEnd(appServer.dataDir, user.workspaceId, 10);
  await page.reload();

  const banner = page.getByRole('status').filter({ hasText: 'Your Pro trial ends in' });
  await banner.getByRole('button', { name: 'Export data' }).click();
  const modal = page.getByRole('dialog', { name: 'Your Pro trial ends in 1 week 3 days' });
  await expect(modal).toContainText('export a copy of every comment, reply, project and screenshot');
  await modal.getByRole('button', { name: 'Export data' }).click();

  const requested = toastWith(page, 'Export requested');
  await expect(requested).toContainText('We are preparing your export. You will be told here when it is ready to download.');
  await expect(modal.getByRole('status')).toContainText('Export requested');
  await expect(modal.getByRole('button', { name: 'Export data' })).toBeDisabled();
  // Back to work while the archive is built: the toast brings the download.
  await modal.getByRole('button', { name: 'Maybe later' }).click();
  await expect(modal).toBeHidden();

  exports.release();
  const ready = toastWith(page, 'Export ready');
  await expect(ready).toContainText('Your data export is ready to download.');
  const downloading = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^commentflow-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(await readFile(await download.path()));
  expect(Object.keys(archive).sort()).toEqual(['comments.csv', 'comments.json', 'projects.csv', 'projects.json']);
  const [thread] = JSON.parse(strFromU8(archive['comments.json']!));
  expect(thread).toMatchObject({
    body: 'The checkout button overlaps the footer',
    projectName: 'Marketing Site',
    author: { name: 'Gina Guest' },
  });
  expect(strFromU8(archive['projects.csv']!)).toContain('Marketing Site,http://checkout.localhost');

  // The banner's Export, pressed again, shows the finished export with its download rather than a new request.
  await banner.getByRole('button', { name: 'Export data' }).click();
  await expect(modal.getByRole('status')).toContainText('Export ready');
  const again = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download' }).click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
});

test('a request that fails says so in the modal and in a toast', async ({ page, appServer }) => {
  const user = await signUpInBrowser(page, 'Fred Failed');
  await postWidgetComment(page, await createSiteProject(page, user, SITE), SITE, 'The footer hides the cookie notice');
  setTrialEnd(appServer.dataDir, user.workspaceId, 12);
  await page.reload();
  await page.route(/\/api\/retention\/request-export/, (route) => route.abort('connectionreset'), { times: 1 });

  await page.getByRole('status').filter({ hasText: 'Your Pro trial ends in' }).getByRole('button', { name: 'Export data' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Export data' }).click();
  await expect(toastWith(page, 'Export failed')).toContainText('Please try again later.');
  await expect(modal.getByRole('alert')).toHaveText('Failed to request export. Please try again.');
  // The button offers another try, which goes through.
  await modal.getByRole('button', { name: 'Export data' }).click();
  await expect(modal.getByRole('status')).toContainText(/Export (requested|ready)/);
});

test('a new, empty workspace is not pushed to export; its owner exports from Settings, told once when it is ready', async ({ page }) => {
  await signUpInBrowser(page, 'Nina New');
  const banner = page.getByRole('status').filter({ hasText: 'Your Pro trial ends in' });
  await expect(banner.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Export data' })).toHaveCount(0);

  await page.goto('/client/settings');
  const card = page.getByRole('region', { name: 'Data export' });
  await expect(card).toContainText('as a zip archive');
  await card.getByRole('button', { name: 'Export data' }).click();
  await expect(card.getByRole('status')).toContainText(/Export (requested|ready)/);
  await expect(card.getByRole('button', { name: 'Export data' })).toBeDisabled();
  const ready = toastWith(page, 'Export ready');
  await expect(ready).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^commentflow-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(card.getByRole('status')).toContainText('Export ready');
});
