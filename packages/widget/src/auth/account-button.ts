import { h } from '../app/dom.ts';
import type { Strings } from '../i18n/strings.ts';
import { icon } from '../lib/icons.ts';
import type { MemberSession } from './member-session.ts';

export interface AccountButton {
  element: HTMLButtonElement;
  update(session: MemberSession | null, strings: Strings): void;
}

/** Beside the launcher: who is signed in (their initials), or a sign-in person icon; opens settings. */
export function createAccountButton(onClick: () => void): AccountButton {
  const element = h('button', { type: 'button', class: 'cf-list-button cf-account' });
  element.addEventListener('click', onClick);
  return {
    element,
    update(session, strings) {
      if (session) {
        element.replaceChildren(h('span', { class: 'cf-initials', 'aria-hidden': 'true' }, initials(session.user.displayName)));
        element.setAttribute('aria-label', `${strings.signedInAs} ${session.user.displayName}`);
      } else {
        element.replaceChildren(icon('user'));
        element.setAttribute('aria-label', strings.signIn);
      }
    },
  };
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((part) => [...(part ?? '')][0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}
