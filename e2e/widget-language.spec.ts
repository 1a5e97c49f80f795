import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createWidgetProject, setAllowGuests } from './support/widget-project.ts';

// The widget speaks the site's language (data-lang, else the page's <html lang>, else the browser's),
// fetching only that language's small file; the visitor can switch it in the settings.

/** Presses C once the loader is listening (its launcher is up). */
async function startCommenting(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Add a comment|Ajouter|hinzufügen/ })).toBeVisible();
  await page.locator('body').press('c');
}

/** Which language files the page fetched. */
function localeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const file = /widget-locale-\w+\.js/.exec(request.url());
    if (file) seen.push(file[0]);
  });
  return seen;
}

test('data-lang="fr" shows the launcher, composer, pin and thread in French, and the settings switch it to German', async ({
  page,
  appServer,
  hostSite,
}) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  const fetched = localeRequests(page);
  await page.goto(hostSite.pageUrl(project.snippet.replace('<script ', '<script data-lang="fr" ')));

  await startCommenting(page);
  await expect(page.getByText('Cliquez sur un élément pour le commenter · Échap pour annuler')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arrêter de commenter (Échap)' })).toBeVisible();
  await page.locator('#hero-copy').click();
  const composer = page.getByRole('form', { name: 'Nouveau commentaire' });
  await composer.getByRole('textbox', { name: 'Votre nom' }).fill('Camille Client');
  await composer.getByRole('textbox', { name: 'Votre e-mail' }).fill('camille@client.example');
  await composer.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(composer.getByRole('alert')).toHaveText('Écrivez d’abord quelque chose');
  await composer.getByRole('textbox', { name: 'Commentaire' }).fill('Le prix est illisible');
  await expect(composer.getByRole('button', { name: 'Ajouter une capture' })).toBeVisible();
  await composer.getByRole('button', { name: 'Envoyer', exact: true }).click();

  const pin = page.getByRole('button', { name: 'Commentaire 1 : Le prix est illisible' });
  await expect(pin).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un commentaire (C)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afficher les commentaires (1)' })).toBeVisible();
  await pin.click();
  const panel = page.getByRole('dialog', { name: 'Commentaire 1' });
  await expect(panel.locator('time')).toHaveText('à l’instant');
  await expect(panel.getByText('Ouvert', { exact: true })).toBeVisible();
  await expect(panel.getByText('invité', { exact: true })).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Répondre à cette discussion' })).toBeVisible();
  await expect(panel.getByText('Vous commentez en tant que Camille Client')).toBeVisible();

  await panel.getByRole('button', { name: 'Retour à tous les commentaires' }).click();
  const list = page.getByRole('dialog', { name: 'Commentaires' });
  await expect(list.getByRole('group', { name: 'Statut' }).getByRole('button', { name: 'Ouvert' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('searchbox', { name: 'Rechercher dans les commentaires' })).toBeVisible();
  expect(fetched).toEqual(['widget-locale-fr.js']);

  // The visitor's own choice: everything on screen follows at once, and the choice is remembered.
  await page.keyboard.press('Control+,');
  const settings = page.getByRole('dialog', { name: 'Réglages du widget' });
  await settings.getByLabel('Langue').selectOption('de');
  await expect(page.getByRole('dialog', { name: 'Widget-Einstellungen' })).toBeVisible();
  await page.keyboard.press('Escape');
  const german = page.getByRole('dialog', { name: 'Kommentare' });
  await expect(german.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Offen' })).toBeVisible();
  await expect(german.getByRole('button', { name: /Le prix est illisible.*Offen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kommentar 1: Le prix est illisible' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kommentar hinzufügen (C)' })).toBeVisible();
  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Tastenkürzel' });
  await expect(help.getByRole('definition').first()).toHaveText('Kommentar hinzufügen / beenden');
  await expect(help.locator('kbd', { hasText: 'Umschalt' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await page.getByRole('button', { name: 'Kommentar 1: Le prix est illisible' }).click();
  await expect(page.getByRole('dialog', { name: 'Kommentar 1' }).locator('time')).toHaveText('gerade eben');
  await expect(page.getByRole('dialog', { name: 'Kommentar 1' }).getByRole('textbox', { name: 'Antwort' })).toBeVisible();
});

test("without data-lang the page's <html lang> decides, and an English page fetches no language file", async ({
  page,
  appServer,
  hostSite,
}) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  const fetched = localeRequests(page);
  await page.goto(hostSite.pageUrl(project.snippet));
  await startCommenting(page);
  await expect(page.getByText('Click an element to comment on it · Esc to cancel')).toBeVisible();
  expect(fetched).toEqual([]);

  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.lang = 'de-AT')));
  await page.reload();
  await startCommenting(page);
  await expect(page.getByText('Klicken Sie auf ein Element, um es zu kommentieren · Esc zum Abbrechen')).toBeVisible();
  await page.locator('#hero-copy').click();
  expect(fetched).toEqual(['widget-locale-de.js']);

  // The server's refusal reaches the visitor in their language too.
  await setAllowGuests(appServer.url, project, false);
  await page.getByRole('textbox', { name: 'Kommentar' }).fill('Darf ein Gast hier schreiben?');
  await page.getByRole('textbox', { name: 'Ihr Name' }).fill('Gina Gast');
  await page.getByRole('textbox', { name: 'Ihre E-Mail' }).fill('gina@example.com');
  await page.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Melden Sie sich an, um auf dieser Website zu kommentieren' })).toBeVisible();
});

test('the language file loads under a strict Content-Security-Policy with the snippet’s nonce', async ({ page, appServer, hostSite }) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  const nonce = 'cfLangNonce2026';
  const app = appServer.url;
  const csp = [
    `default-src 'none'`,
    `script-src 'nonce-${nonce}' ${app}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${app} ${app.replace('http:', 'ws:')}`,
  ].join('; ');
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cfViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const snippet = project.snippet.replace('<script ', `<script nonce="${nonce}" data-lang="de" `);
  await page.goto(`${hostSite.pageUrl(snippet)}&csp=${encodeURIComponent(csp)}&nonce=${nonce}`);
  await startCommenting(page);
  await expect(page.getByText('Klicken Sie auf ein Element, um es zu kommentieren · Esc zum Abbrechen')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cfViolations: string[] }).cfViolations)).toEqual([]);
});

test('CommentFlow.destroy() while the language file is on its way leaves no widget behind', async ({ page, appServer, hostSite }) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = page.waitForRequest(/widget-locale-fr\.js/);
  await page.route(/widget-locale-fr\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(hostSite.pageUrl(project.snippet.replace('<script ', '<script data-lang="fr" ')));
  await startCommenting(page);
  await requested;
  await page.evaluate(() => (window as unknown as { CommentFlow: { destroy(): void } }).CommentFlow.destroy());
  release();
  await expect.poll(() => page.evaluate(() => '__commentflowLocales' in window)).toBe(true);
  await expect(page.locator('commentflow-widget, commentflow-launcher')).toHaveCount(0);
});

test("before the app arrives the loader's launcher is named in the widget's language: the site's, then the visitor's saved choice", async ({
  page,
  appServer,
  hostSite,
}) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  // Only the loader runs: whatever launcher shows is the loader's own.
  await page.route(/widget-app\.js/, (route) => route.abort());
  await page.goto(hostSite.pageUrl(project.snippet.replace('<script ', '<script data-lang="fr" ')));
  await expect(page.getByRole('button', { name: 'Ajouter un commentaire (C)' })).toBeVisible();

  await page.evaluate((key) => localStorage.setItem(`commentflow:settings:${key}`, JSON.stringify({ language: 'de' })), project.key);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Kommentar hinzufügen (C)' })).toBeVisible();
});
