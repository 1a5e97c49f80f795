import type { BrowserContext, Page } from '@playwright/test';

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const NECESSARY_ONLY: CookiePreferences = { necessary: true, analytics: false, marketing: false };

/**
 * A visitor who already chose their cookies (docs/product/screens.md keys), on every page and host of the context, so
 * the consent modal stays out of the way. Pass analytics: true to let the analytics tag run.
 */
export async function storeConsent(context: BrowserContext, preferences: CookiePreferences = NECESSARY_ONLY): Promise<void> {
  await context.addInitScript((stored) => {
    localStorage.setItem('cookieConsent', stored.analytics || stored.marketing ? 'accepted' : 'necessary');
    localStorage.setItem('cookiePreferences', JSON.stringify(stored));
  }, preferences);
}

/** What the page stored under the spec's two keys. */
export const storedConsent = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookieConsent'),
    preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'),
  }));

/** The `gtag('event', name, params)` calls the page has made, read from GA's dataLayer. */
export const sentEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) => {
      const args = Array.from(entry as ArrayLike<unknown>);
      return args[0] === 'event' ? [{ name: args[1] as string, params: args[2] as Record<string, string | undefined> }] : [];
    }),
  );

/** The [event_category, event_label] of each `name` event the page has sent. */
export const trackedEvents = async (page: Page, name: string) =>
  (await sentEvents(page)).filter((event) => event.name === name).map(({ params }) => [params.event_category, params.event_label]);

/** The cookie settings dialog (docs/product/screens.md). */
export const cookieDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });
