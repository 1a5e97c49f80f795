import { STORAGE_KEYS } from '@commentflow/shared/constants';
import { readItem, saveItem } from '../../lib/storage.ts';

/** docs/product/data.md `cookiePreferences`. */
export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** docs/product/data.md `cookieConsent`: 'accepted' when anything beyond the essentials is allowed. */
export type CookieConsent = 'accepted' | 'necessary';

const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';
const OPEN_SETTINGS_EVENT = 'cookie-settings-open';

export const ALL_COOKIES: CookiePreferences = { necessary: true, analytics: true, marketing: true };
export const NECESSARY_ONLY: CookiePreferences = { necessary: true, analytics: false, marketing: false };

/** The stored choice, or null when the visitor has not chosen yet (or the stored value is unreadable). */
export function readCookiePreferences(): CookiePreferences | null {
  const consent = readItem(STORAGE_KEYS.cookieConsent);
  if (consent !== 'accepted' && consent !== 'necessary') return null;
  try {
    const stored: unknown = JSON.parse(readItem(STORAGE_KEYS.cookiePreferences) ?? 'null');
    if (!stored || typeof stored !== 'object') return consent === 'accepted' ? ALL_COOKIES : NECESSARY_ONLY;
    const { analytics, marketing } = stored as Record<string, unknown>;
    return { necessary: true, analytics: analytics === true, marketing: marketing === true };
  } catch {
    return consent === 'accepted' ? ALL_COOKIES : NECESSARY_ONLY;
  }
}

export function saveCookiePreferences(preferences: CookiePreferences): void {
  const consent: CookieConsent = preferences.analytics || preferences.marketing ? 'accepted' : 'necessary';
  saveItem(STORAGE_KEYS.cookieConsent, consent);
  saveItem(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

export function onCookiePreferencesChange(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
}

/** Reopens the cookie settings (footer link, cookie policy page). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export function onOpenCookieSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}
