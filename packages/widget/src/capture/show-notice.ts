import { h } from '../app/dom.ts';

const NOTICE_MS = 8_000;

/** A short message at the top of the page that reads itself to screen readers, then goes away. */
export function showNotice(container: HTMLElement, text: string): void {
  const notice = h('div', { class: 'cf-hint', role: 'alert' }, text);
  container.append(notice);
  setTimeout(() => notice.remove(), NOTICE_MS);
}
