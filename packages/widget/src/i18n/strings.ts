// The widget's own words for sign-in, presence, search, settings and help, in a plain table: an i18n
// library would cost more bytes than every translation together.
const EN = {
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedInAs: 'Signed in as',
  guestNote: 'Not signed in: you comment as a guest.',
  signInFailed: 'Sign-in window was closed or blocked. Allow pop-ups for this site and try again.',
  settings: 'Widget settings',
  account: 'Account',
  language: 'Language',
  position: 'Button position',
  ownPinsOnly: 'Show only my comments',
  close: 'Close',
  help: 'Keyboard shortcuts',
  search: 'Search comments',
  typingNew: 'is writing a comment',
  typingReply: 'is replying',
  shortcutC: 'Add a comment / stop commenting',
  shortcutShiftC: 'Show or hide the comments list',
  shortcutK: 'Open the widget',
  shortcutF: 'Search comments (while the list is open)',
  shortcutComma: 'Open these settings',
  shortcutF1: 'Show this help',
  shortcutEsc: 'Cancel, close',
  'position.bottom-right': 'Bottom right',
  'position.bottom-left': 'Bottom left',
  'position.top-right': 'Top right',
  'position.top-left': 'Top left',
  // A signed-in account this project is not shared with (auth/not-granted-notice.ts)
  notGrantedGuest: "Your account has no access to this project's feedback. You are signed out here and continue as a guest.",
  notGrantedClosed:
    "Your account has no access to this project's feedback, and this project takes no comments from guests, so the feedback widget is not available to you here.",
};

export type StringKey = keyof typeof EN;
export type Strings = Record<StringKey, string>;

const DE: Strings = {
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  signedInAs: 'Angemeldet als',
  guestNote: 'Nicht angemeldet: Sie kommentieren als Gast.',
  signInFailed: 'Das Anmeldefenster wurde geschlossen oder blockiert. Erlauben Sie Pop-ups für diese Seite und versuchen Sie es erneut.',
  settings: 'Widget-Einstellungen',
  account: 'Konto',
  language: 'Sprache',
  position: 'Position der Schaltfläche',
  ownPinsOnly: 'Nur meine Kommentare zeigen',
  close: 'Schließen',
  help: 'Tastenkürzel',
  search: 'Kommentare durchsuchen',
  typingNew: 'schreibt einen Kommentar',
  typingReply: 'antwortet',
  shortcutC: 'Kommentar hinzufügen / beenden',
  shortcutShiftC: 'Kommentarliste zeigen oder verbergen',
  shortcutK: 'Widget öffnen',
  shortcutF: 'Kommentare durchsuchen (bei offener Liste)',
  shortcutComma: 'Diese Einstellungen öffnen',
  shortcutF1: 'Diese Hilfe zeigen',
  shortcutEsc: 'Abbrechen, schließen',
  'position.bottom-right': 'Unten rechts',
  'position.bottom-left': 'Unten links',
  'position.top-right': 'Oben rechts',
  'position.top-left': 'Oben links',
  notGrantedGuest: 'Ihr Konto hat keinen Zugriff auf das Feedback dieses Projekts. Sie sind hier abgemeldet und kommentieren als Gast weiter.',
  notGrantedClosed:
    'Ihr Konto hat keinen Zugriff auf das Feedback dieses Projekts, und dieses Projekt nimmt keine Kommentare von Gästen an. Das Feedback-Widget steht Ihnen hier daher nicht zur Verfügung.',
};

export const LANGUAGES = { en: { name: 'English', strings: EN }, de: { name: 'Deutsch', strings: DE } } as const;
export type Language = keyof typeof LANGUAGES;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The language asked for ("de", "de-AT"), else the page's own <html lang>, else English. */
export function pickLanguage(requested: string | undefined, pageLang: string): Language {
  for (const candidate of [requested, pageLang]) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function stringsFor(language: Language): Strings {
  return LANGUAGES[language].strings;
}
