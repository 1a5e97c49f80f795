import { COMMENT_BODY_MAX } from '@commentflow/shared/constants';
import { commentLength } from '@commentflow/shared/rules/comment-length';
import { t } from '../i18n/translate.ts';
import { h } from './dom.ts';

export interface BodyField {
  textarea: HTMLTextAreaElement;
  /** The textarea and its length counter, for the form. */
  element: HTMLElement;
  /** The text to send, or the reason it cannot go (empty, or over the limit: never cut). */
  read(): { body: string } | { refused: string };
  clear(): void;
}

/**
 * A comment's or reply's text. Near the length limit a counter says how much is left, and over it by
 * how much: text pasted over the limit is kept whole for its author to shorten, and refused on send
 * (shared commentLength, the server's own count).
 */
export function createBodyField(attributes: { 'aria-label': string; placeholder: string; rows: number }): BodyField {
  const textarea = h('textarea', attributes);
  const counter = h('p', { class: 'cf-counter cf-muted', 'aria-live': 'polite' });
  const count = () => {
    const { left, counted } = commentLength(textarea.value);
    counter.hidden = !counted;
    counter.classList.toggle('cf-over', left < 0);
    counter.textContent = counted ? t(left < 0 ? 'charactersOver' : 'charactersLeft', { count: Math.abs(left) }) : '';
  };
  count();
  textarea.addEventListener('input', count);
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) textarea.form?.requestSubmit();
  });
  return {
    textarea,
    element: h('div', { class: 'cf-body-field' }, textarea, counter),
    read: () => {
      const body = textarea.value.trim();
      if (!body) return { refused: t('writeSomething') };
      return commentLength(body).left < 0 ? { refused: t('tooLong', { max: COMMENT_BODY_MAX }) } : { body };
    },
    clear: () => {
      textarea.value = '';
      count();
    },
  };
}
