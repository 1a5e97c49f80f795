import { expect, type Page } from '@playwright/test';
import type { TeamMember } from './team.ts';

/** Opens the widget's settings with Ctrl+, (the loader fetches the app for it), once the loader listens: its launcher is up. */
export async function openWidgetSettings(site: Page) {
  await expect(site.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();
  await site.locator('body').press('Control+,');
  const settings = site.getByRole('dialog', { name: 'Widget settings' });
  await expect(settings).toBeVisible();
  return settings;
}

/** Signs a member in to the widget the way a person does: settings, "Sign in", the popup's form. */
export async function signInToWidget(site: Page, member: TeamMember): Promise<void> {
  const settings = await openWidgetSettings(site);
  const popupOpened = site.waitForEvent('popup');
  await settings.getByRole('button', { name: 'Sign in', exact: true }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill(member.email);
  await popup.getByLabel('Password', { exact: true }).fill(member.password);
  // Listened for before the click: the popup may close before the click's promise settles, and a
  // 'close' already fired never fires again (a no-retry run hung here for the whole test timeout).
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await popupClosed;
  await expect(settings.getByText(`Signed in as ${member.displayName}`)).toBeVisible();
  await site.keyboard.press('Escape');
  await expect(site.getByRole('button', { name: `Signed in as ${member.displayName}` })).toBeVisible();
}
