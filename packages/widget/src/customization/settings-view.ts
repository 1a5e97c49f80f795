import { h } from '../app/dom.ts';
import type { MemberSession } from '../auth/member-session.ts';
import { LANGUAGES, type Language } from '../i18n/language.ts';
import type { Strings } from '../i18n/strings.ts';
import { POSITIONS, type Position } from './options.ts';

export interface SettingsState {
  strings: Strings;
  session: MemberSession | null;
  signInError: string | null;
  language: Language;
  position: Position;
  onSignIn(): void;
  onSignOut(): void;
  onLanguage(language: Language): void;
  onPosition(position: Position): void;
  /** ARIA's section with "Run ARIA" (from widget-member.js), for a signed-in member where ARIA is on; null otherwise. */
  aria: HTMLElement | null;
}

/** Cmd/Ctrl+, : the account (sign in / out), the widget's language and its button position. */
export function settingsView(state: SettingsState): Node[] {
  const t = state.strings;
  const account = state.session
    ? [
        h('p', { class: 'cf-as' }, `${t.signedInAs} `, h('strong', {}, state.session.user.displayName), ` (${state.session.user.email})`),
        button(t.signOut, 'cf-secondary', state.onSignOut),
      ]
    : [h('p', { class: 'cf-as' }, t.guestNote), button(t.signIn, 'cf-primary', state.onSignIn)];
  const language = select(t.language, Object.entries(LANGUAGES), state.language, (value) => state.onLanguage(value as Language));
  const position = select(
    t.position,
    POSITIONS.map((value) => [value, t[`position.${value}`]]),
    state.position,
    (value) => state.onPosition(value as Position),
  );
  return [
    h(
      'section',
      { class: 'cf-setting' },
      h('h3', {}, t.account),
      ...account,
      h('p', { class: 'cf-error', role: 'alert' }, state.signInError ?? ''),
    ),
    ...(state.aria ? [state.aria] : []),
    language,
    position,
  ];
}

function button(label: string, kind: string, onClick: () => void): HTMLButtonElement {
  const element = h('button', { type: 'button', class: kind }, label);
  element.addEventListener('click', onClick);
  return element;
}

function select(label: string, options: [string, string][], value: string, onChange: (value: string) => void): HTMLElement {
  const element = h(
    'select',
    {},
    ...options.map(([optionValue, text]) => h('option', { value: optionValue, selected: optionValue === value }, text)),
  );
  element.addEventListener('change', () => onChange(element.value));
  return h('label', { class: 'cf-setting cf-field' }, h('span', {}, label), element);
}
