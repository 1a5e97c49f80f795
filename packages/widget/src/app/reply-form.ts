import type { Guest } from '@commentflow/shared/schemas/comment';
import { newClientId } from '../lib/client-id.ts';
import { t } from '../i18n/translate.ts';
import { createBodyField } from './body-field.ts';
import { h } from './dom.ts';
import { createGuestFields } from './guest-fields.ts';

/** Sends a reply; resolves when stored, rejects with the text to show. */
export type SendReply = (draft: { clientId: string; body: string; guest: Guest; website: string }) => Promise<void>;

/** The 'Reply' box under a thread. It keeps its text until the server has the reply. */
export function createReplyForm(send: SendReply): HTMLFormElement {
  const text = createBodyField({ 'aria-label': t('reply'), placeholder: t('replyPlaceholder'), rows: 2 });
  const button = h('button', { type: 'submit', class: 'cf-primary' }, t('sendReply'));
  const error = h('p', { class: 'cf-error', role: 'alert' });
  const guest = createGuestFields();
  // One id per draft: a retry after a lost answer is recognised by the server, not stored twice.
  let clientId = newClientId();
  const form = h(
    'form',
    { class: 'cf-reply', 'aria-label': t('replyToThread') },
    text.element,
    guest.element,
    error,
    h('div', { class: 'cf-actions' }, button),
  );

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const read = text.read();
    if ('refused' in read) {
      error.textContent = read.refused;
      return;
    }
    const who = guest.read();
    if (!who) return;
    button.disabled = true;
    error.textContent = '';
    send({ clientId, body: read.body, guest: who, website: guest.website() }).then(
      () => {
        text.clear();
        clientId = newClientId();
        button.disabled = false;
      },
      (failure: unknown) => {
        error.textContent = failure instanceof Error ? failure.message : String(failure);
        button.disabled = false;
      },
    );
  });
  return form;
}
