import { t } from '../i18n/translate.ts';
import { icon } from '../lib/icons.ts';
import { h } from './dom.ts';

export interface Toolbar {
  element: HTMLElement;
  setCommentMode(active: boolean): void;
  setCount(count: number, detached: number): void;
}

/** The launcher (same place and look as the loader's) plus the button that lists this page's comments. */
export function createToolbar(onToggleCommentMode: () => void, onToggleList: () => void): Toolbar {
  const fab = h('button', { type: 'button', class: 'cf-fab', 'aria-label': t('addComment'), 'aria-pressed': 'false' }, icon('comment'));
  const badge = h('span', { class: 'cf-badge', 'aria-hidden': 'true' });
  const list = h('button', { type: 'button', class: 'cf-list-button' }, icon('list'), badge);
  fab.addEventListener('click', onToggleCommentMode);
  list.addEventListener('click', onToggleList);
  return {
    element: h('div', { class: 'cf-launcher' }, list, fab),
    setCommentMode(active) {
      fab.setAttribute('aria-pressed', String(active));
      fab.setAttribute('aria-label', t(active ? 'stopCommenting' : 'addComment'));
      fab.replaceChildren(icon(active ? 'close' : 'comment'));
    },
    // Called on every render, so it also brings the labels to a newly chosen language.
    setCount(count, detached) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
      badge.classList.toggle('cf-badge-warn', detached > 0);
      list.setAttribute('aria-label', t(detached ? 'showCommentsDetached' : 'showComments', { count, detached }));
      fab.setAttribute('aria-label', t(fab.getAttribute('aria-pressed') === 'true' ? 'stopCommenting' : 'addComment'));
    },
  };
}
