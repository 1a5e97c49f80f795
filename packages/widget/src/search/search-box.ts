import type { Comment } from '@commentflow/shared/schemas/comment';
import { h } from '../app/dom.ts';
import { matchesSearch } from './matches-search.ts';

export interface SearchBox {
  element: HTMLElement;
  matches(comment: Comment): boolean;
  focus(): void;
  setLabel(label: string): void;
}

/** The comment list's search field (Cmd/Ctrl+F while the list is open); filters as you type. */
export function createSearchBox(label: string, onChange: () => void): SearchBox {
  const input = h('input', { type: 'search', class: 'cf-search', 'aria-label': label, placeholder: label, maxlength: 200 });
  // The list is drawn again around the field, which stays in place and keeps its focus (panel.ts).
  input.addEventListener('input', onChange);
  return {
    element: input,
    matches: (comment) => matchesSearch(comment, input.value),
    focus: () => {
      input.focus({ preventScroll: true });
      input.select();
    },
    setLabel: (text) => {
      input.setAttribute('aria-label', text);
      input.placeholder = text;
    },
  };
}
