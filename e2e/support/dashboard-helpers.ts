import { expect, type Locator, type Page } from '@playwright/test';
import { postWidgetComment } from './dashboard-user.ts';

/** Signs up through the real form; the browser lands on the dashboard with a first workspace. */
export async function signUpInUi(page: Page, name: string, email: string, password = 'correct horse battery'): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signUpFresh(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/signup');
  await signUpInUi(page, name, email);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
}

/** A project through the dashboard's form; returns its install snippet as the server made it. */
export async function createProjectInUi(page: Page, name: string, siteUrl: string): Promise<string> {
  await page.goto('/client/dashboard');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Site URL').fill(siteUrl);
  const created = page.waitForResponse((res) => res.request().method() === 'POST' && /\/projects$/.test(res.url()));
  await page.getByRole('button', { name: 'Create project' }).click();
  const { project } = (await (await created).json()) as { project: { snippet: string } };
  await expect(page.getByText(name).first()).toBeVisible();
  return project.snippet;
}

/** Invites `email` as a client of the named projects from the Client access page, as the owner would. */
export async function inviteClientInUi(owner: Page, email: string, projectNames: string[]): Promise<void> {
  await owner.goto('/client/client-access');
  await expect(owner.getByRole('heading', { name: 'Client access', level: 1 })).toBeVisible();
  await owner.getByLabel('Email address').fill(email);
  for (const name of projectNames) await owner.getByRole('checkbox', { name }).check();
  await owner.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
}

/** The link of the newest mail to `email` in the dev outbox, as a developer would open it. */
export async function outboxLink(page: Page, email: string): Promise<string> {
  const res = await page.request.get('/api/dev/outbox');
  const { mails } = (await res.json()) as { mails: { to: string; link: string | null }[] };
  const link = mails.find((mail) => mail.to === email)?.link;
  expect(link, `a mail to ${email}`).toBeTruthy();
  return link!;
}

/** Leaves a guest pin through the widget API with the key of a project's install snippet. */
export async function leaveGuestComment(page: Page, snippet: string, origin: string, body: string, extra: Record<string, unknown> = {}): Promise<void> {
  const publicKey = /data-project="([^"]+)"/.exec(snippet)?.[1] ?? '';
  await postWidgetComment(page, { publicKey }, origin, body, extra);
}

/** Drags a board card with the mouse into a column: a small first move starts dnd-kit's drag. */
export async function dragCardTo(page: Page, card: Locator, column: Locator): Promise<void> {
  const from = (await card.boundingBox())!;
  const to = (await column.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}
