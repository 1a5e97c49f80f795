import { COMMENT_BODY_MAX } from '@commentflow/shared/constants';
import type { Guest } from '@commentflow/shared/schemas/comment';
import { randomId } from '../lib/random-id.ts';
import { t } from '../i18n/translate.ts';
import { h } from './dom.ts';
import { createGuestFields } from './guest-fields.ts';

/** Sends a reply; resolves when stored, rejects with the text to show. */
export type SendReply = (draft: { clientId: string; body: string; guest: Guest; website: string }) => Promise<void>;

/** The 'Reply' box under a thread. It keeps its text until the server has the reply. */
export function createReplyForm(send: SendReply): HTMLFormElement {
  const textarea = h('textarea', { 'aria-label': t('reply'), placeholder: t('replyPlaceholder'), rows: 2, maxlength: COMMENT_BODY_MAX });
  const button = h('button', { type: 'submit', class: 'cf-primary' }, t('sendReply'));
  const error = h('p', { class: 'cf-error', role: 'alert' });
  const guest = createGuestFields();
  // One id per draft: a retry after a lost answer is recognised by the server, not stored twice.
  let clientId = randomId();
  const form = h('form', { class: 'cf-reply', 'aria-label': t('replyToThread') }, textarea, guest.element, error, h('div', { class: 'cf-actions' }, button));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const body = textarea.value.trim();
    if (!body) {
      error.textContent = t('writeSomething');
      return;
    }
    const who = guest.read();
    if (!who) return;
    button.disabled = true;
    error.textContent = '';
    send({ clientId, body, guest: who, website: guest.website() }).then(
      () => {
        textarea.value = '';
        clientId = randomId();
        button.disabled = false;
      },
      (failure: unknown) => {
        error.textContent = failure instanceof Error ? failure.message : String(failure);
        button.disabled = false;
      },
    );
  });
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) form.requestSubmit();
  });
  return form;
}
