// The plan a visitor picked on the public site (/billing?upgrade=starter|pro), kept through sign-up so
// they land in checkout afterwards instead of on a bare dashboard. Tab-scoped: another tab, or a later
// visit, is not sent to a checkout it did not ask for.

const KEY = 'commentflow:pending-upgrade';
export const UPGRADE_CHOICES = ['starter', 'pro'] as const;
export type UpgradeChoice = (typeof UPGRADE_CHOICES)[number];

export const isUpgradeChoice = (value: string | null): value is UpgradeChoice => value === 'starter' || value === 'pro';

export function rememberUpgrade(choice: UpgradeChoice): void {
  try {
    window.sessionStorage.setItem(KEY, choice);
  } catch {
    // Without session storage the choice is simply not remembered through sign-up.
  }
}

/** The remembered choice, forgotten as it is read: it leads to checkout once. */
export function takePendingUpgrade(): UpgradeChoice | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return isUpgradeChoice(value) ? value : null;
  } catch {
    return null;
  }
}
