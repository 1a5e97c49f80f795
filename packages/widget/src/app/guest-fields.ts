import type { Guest } from '@commentflow/shared/schemas/comment';
import { signedInIdentity } from '../auth/signed-in-identity.ts';
import { t, tNodes } from '../i18n/translate.ts';
import { h } from './dom.ts';
import { loadGuest } from './guest-identity.ts';

export interface GuestFields {
  element: HTMLElement;
  /** The guest to send as, or null when a field is missing (the inputs then show why). */
  read(): Guest | null;
  /** The honeypot's value, sent with a guest's write: people never see the field, bots fill it in. */
  website(): string;
}

/** 'Your name' and 'Your email' for a first-time guest; a short "Commenting as" line afterwards. */
export function createGuestFields(): GuestFields {
  const member = signedInIdentity();
  if (member) return { element: h('p', { class: 'cf-as' }, ...commentingAs(member.name)), read: () => member, website: () => '' };
  const stored = loadGuest();
  const name = h('input', {
    type: 'text',
    'aria-label': t('yourName'),
    placeholder: t('yourName'),
    autocomplete: 'name',
    maxlength: 100,
    required: true,
  });
  const email = h('input', {
    type: 'email',
    'aria-label': t('yourEmail'),
    placeholder: t('yourEmail'),
    autocomplete: 'email',
    required: true,
  });
  // Out of sight, out of the tab order and of assistive technology; the server refuses a write that fills it.
  const trap = h('input', { type: 'text', name: 'website', class: 'cf-trap', tabindex: -1, autocomplete: 'off', 'aria-hidden': 'true' });
  const inputs = h('div', { class: 'cf-guest' }, name, email);
  const element = h('div', {}, inputs, trap);

  if (stored) {
    name.value = stored.name;
    email.value = stored.email;
    inputs.hidden = true;
    const change = h('button', { type: 'button', class: 'cf-link' }, t('change'));
    const line = h('p', { class: 'cf-as' }, ...commentingAs(stored.name), ' · ', change);
    change.addEventListener('click', () => {
      line.remove();
      inputs.hidden = false;
      name.focus();
    });
    element.prepend(line);
  }

  return {
    element,
    read: () => {
      if (!name.reportValidity() || !email.reportValidity()) return null;
      return { name: name.value.trim(), email: email.value.trim() };
    },
    website: () => trap.value,
  };
}

function commentingAs(name: string): (string | Node)[] {
  return tNodes('commentingAs', { name: h('strong', {}, name) });
}
