import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createSiteProject, postWidgetComment, signUpInBrowser } from './support/dashboard-helpers.ts';
import { addMember, signUp } from './support/team.ts';
import { toastWith } from './support/toast.ts';

// Long user journeys on a shared machine: give them room.
test.slow();

test('workspaces: create, rename with a new address, switch, and delete after typing the name', async ({ page }) => {
  await signUpInBrowser(page, 'Wanda Workspace');
  await page.getByRole('link', { name: 'Workspaces' }).click();
  const rows = page.getByTestId('workspace-row');
  await expect(rows).toHaveCount(1);
  const firstSlug = (await rows.first().locator('.font-mono').textContent())?.split('.')[0] ?? '';

  await page.getByRole('button', { name: 'New workspace' }).click();
  await page.getByLabel('Workspace name').fill('Acme Labs');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText('Workspace Acme Labs created', { exact: true })).toBeVisible();
  const acme = rows.filter({ hasText: 'Acme Labs' });
  await expect(acme).toContainText('Current');
  await expect(page.getByRole('button', { name: /^Workspace: Acme Labs/ })).toBeVisible();

  await acme.getByRole('button', { name: 'Actions for Acme Labs' }).click();
  await page.getByRole('menuitem', { name: 'Rename or change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Workspace settings' });
  await dialog.getByLabel('Workspace name').fill('Acme Studio');
  await dialog.getByLabel('Workspace address').fill(firstSlug);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('That workspace address is already taken')).toBeVisible();
  await dialog.getByLabel('Workspace address').fill('Not A Slug!');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText(/lowercase letters, digits or dashes/)).toBeVisible();
  const slug = `acme-studio-${Date.now()}`;
  await dialog.getByLabel('Workspace address').fill(slug);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const studio = rows.filter({ hasText: 'Acme Studio' });
  await expect(studio).toContainText(`${slug}.localhost`);

  const first = rows.filter({ hasText: "Wanda Workspace's workspace" });
  await first.getByRole('button', { name: /^Switch/ }).click();
  await expect(first).toContainText('Current');
  const stored = await page.evaluate(() => localStorage.getItem('current_workspace_id'));
  await page.reload();
  await expect(page.getByRole('button', { name: /^Workspace: Wanda Workspace's workspace/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('current_workspace_id'))).toBe(stored);

  await studio.getByRole('button', { name: 'Actions for Acme Studio' }).click();
  await page.getByRole('menuitem', { name: 'Delete workspace' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Acme Studio?' });
  const deleteForever = confirm.getByRole('button', { name: 'Delete forever' });
  await expect(deleteForever).toBeDisabled();
  await confirm.getByLabel('Type the workspace name to confirm').fill('Acme');
  await expect(deleteForever).toBeDisabled();
  await confirm.getByLabel('Type the workspace name to confirm').fill('Acme Studio');
  await deleteForever.click();
  await expect(page.getByText('Acme Studio was deleted', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('settings: profile name and avatar, notification preferences, and French and back, live', async ({ page }) => {
  await signUpInBrowser(page, 'Paul Profile');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await page.getByLabel('Full name').fill('Paula Profile');
  await page.getByLabel('Avatar image URL').fill('not a url');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Must be an http(s) URL')).toBeVisible();
  await page.getByLabel('Avatar image URL').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Paula Profile');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Paula Profile');

  const replies = page.getByRole('switch', { name: 'Replies' });
  await expect(replies).toHaveAttribute('aria-checked', 'true');
  await replies.click();
  await expect(replies).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Replies' })).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page.getByText('Commentaires cette semaine')).toBeVisible();
  await page.getByRole('link', { name: 'Paramètres' }).click();

  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test("in French: the comments inbox and thread, the team and the server's refusals, analytics and notification titles", async ({
  page,
}) => {
  const site = 'http://marketing.localhost';
  const user = await signUpInBrowser(page, 'Fanny Francais');
  const project = await createSiteProject(page, user, site);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();

  // The server stores the English title; the bell writes it in the reader's language.
  const comment = await postWidgetComment(page, project, site, 'Le bouton de paiement est caché');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue');
  await expect(page.getByText('Nouvelle notification', { exact: true })).toBeVisible();
  await bell.click();
  const item = page.getByRole('menuitem', { name: /Gina Guest a commenté Marketing Site/ });
  await expect(item).toContainText('Nouveau commentaire');
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/client/comments/${comment.id}$`));
  await expect(page.getByRole('heading', { name: 'Commentaires', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'Filtre de la boîte de réception' }).getByRole('radio', { name: 'En cours' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fils' })).toContainText('Le bouton de paiement est caché');
  const thread = page.getByRole('region', { name: 'Fil sélectionné' });
  await expect(thread.getByRole('heading', { name: 'Fil' })).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Ouvrir sur la page' })).toBeVisible();
  await expect(thread.getByRole('combobox', { name: 'Priorité' })).toHaveValue('medium');
  await thread.getByRole('button', { name: 'Résoudre' }).click();
  await expect(thread.getByRole('button', { name: 'Rouvrir' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Affichage' }).getByRole('radio', { name: 'Tableau' }).click();
  await expect(page.getByRole('heading', { name: 'Résolu', level: 2 })).toBeVisible();

  await page.getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByRole('heading', { name: 'Équipe', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Membres/ })).toBeVisible();
  await expect(page.getByTestId('member-row')).toContainText('(vous)');
  await page.getByRole('button', { name: 'Inviter des personnes' }).click();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  // The server's refusal comes in the dashboard's language, though the browser itself asks for English.
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`${user.email} est déjà membre de cet espace de travail`)).toBeVisible();

  await page.getByRole('link', { name: 'Statistiques' }).click();
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 jours' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Nouveaux commentaires', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^1 nouveau commentaire sur 30 jours/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /par statut : Ouvert 0, En cours 0, Résolu 1/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Appareils : Ordinateur 1/ })).toBeVisible();
});

async function signInAt(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('password: a wrong current password is refused; once changed, the old one no longer signs in and the new one does', async ({
  page,
}) => {
  const user = await signUpInBrowser(page, 'Pat Password');
  await page.goto('/client/settings');
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByLabel('Current password').fill('not my password');
  await card.getByLabel('New password', { exact: true }).fill('brand new secret');
  await card.getByLabel('Confirm new password').fill('brand new secret');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Incorrect password')).toBeVisible();

  await card.getByLabel('Current password').fill('correct horse battery');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, 'Password changed')).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveValue('');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAt(page, user.email, 'correct horse battery');
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await signInAt(page, user.email, 'brand new secret');
  // Back where the sign-out started (docs/product/states.md: the page they came from).
  await expect(page).toHaveURL(/\/client\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('danger zone: the owner deletes the current workspace from Settings and lands in the one left', async ({ page }) => {
  const user = await signUpInBrowser(page, 'Dora Danger');
  const created = await page.request.post('/api/workspaces', { headers: user.headers, data: { name: 'Doomed Co' } });
  expect(created.status()).toBe(201);
  const { workspace } = await created.json();
  await page.evaluate((id) => localStorage.setItem('current_workspace_id', id), workspace.id);
  await page.goto('/client/settings');
  await expect(page.getByRole('button', { name: /^Workspace: Doomed Co/ })).toBeVisible();

  const danger = page.getByRole('region', { name: 'Danger zone' });
  await expect(danger).toContainText('Delete Doomed Co with all of its projects and feedback.');
  await danger.getByRole('button', { name: 'Delete workspace' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Doomed Co?' });
  await expect(confirm.getByRole('button', { name: 'Delete forever' })).toBeDisabled();
  await confirm.getByLabel('Type the workspace name to confirm').fill('Doomed Co');
  await confirm.getByRole('button', { name: 'Delete forever' }).click();
  await expect(toastWith(page, 'Doomed Co was deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Workspace: Dora Danger's workspace/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('current_workspace_id'))).toBe(user.workspaceId);
  expect((await page.request.get(`/api/workspaces/${workspace.id}`, { headers: user.headers })).status()).toBe(404);
});

test('leave workspace: a member leaves after confirming; the last owner of a workspace is told why they cannot', async ({
  page,
  appServer,
}) => {
  const owner = await signUp(appServer.url, 'Oscar Owner');
  const member = await signUpInBrowser(page, 'Mia Member');
  const { user } = await (await page.request.get('/api/auth/me', { headers: member.headers })).json();
  addMember(appServer.dataDir, owner.workspaceId, user.uid);
  await page.evaluate((id) => localStorage.setItem('current_workspace_id', id), owner.workspaceId);
  await page.goto('/client/settings');
  await expect(page.getByRole('button', { name: /^Workspace: Oscar Owner's workspace/ })).toBeVisible();
  // A member manages neither the workspace nor its deletion: leaving is all they see.
  await expect(page.getByRole('region', { name: 'Danger zone' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Workspace', exact: true })).toHaveCount(0);

  const leave = page.getByRole('region', { name: 'Leave workspace' });
  await leave.getByRole('button', { name: 'Leave workspace' }).click();
  const confirm = page.getByRole('dialog', { name: "Leave Oscar Owner's workspace?" });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await leave.getByRole('button', { name: 'Leave workspace' }).click();
  await confirm.getByRole('button', { name: 'Leave workspace' }).click();
  await expect(toastWith(page, "You left Oscar Owner's workspace")).toBeVisible();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('button', { name: /^Workspace: Mia Member's workspace/ })).toBeVisible();
  const team = await (
    await fetch(`${appServer.url}/api/workspaces/${owner.workspaceId}/team`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json();
  expect(team.members.map((m: { email: string }) => m.email)).toEqual([owner.email]);

  // In her own workspace she is the only owner: the server refuses, and the page says what to do.
  await page.goto('/client/settings');
  await page.getByRole('region', { name: 'Leave workspace' }).getByRole('button', { name: 'Leave workspace' }).click();
  await page.getByRole('dialog', { name: "Leave Mia Member's workspace?" }).getByRole('button', { name: 'Leave workspace' }).click();
  await expect(toastWith(page, 'Could not leave the workspace')).toContainText('A workspace needs an owner: make someone else owner first');
  await expect(page.getByRole('button', { name: /^Workspace: Mia Member's workspace/ })).toBeVisible();
});

test('a toast closes by itself 5,000 ms after it shows (docs/product/limits.md)', async ({ page }) => {
  await signUpInBrowser(page, 'Tess Toast');
  await page.clock.install();
  await page.goto('/client/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // From here the page's time moves only when the test says: no assertion depends on how fast it runs.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByLabel('Full name').fill('Tess Toasted');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const saved = toastWith(page, 'Profile saved');
  await expect(saved).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(saved).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(saved).toBeHidden();
});
