import type { WidgetDialog } from '../customization/widget-dialog.ts';
import { strings } from '../i18n/translate.ts';
import type { PendingView } from '../lib/handoff.ts';
import type { SearchBox } from '../search/search-box.ts';
import { helpView } from './help-view.ts';
import { shortcutFor } from './shortcut-for.ts';

/** What the shortcuts act on. */
export interface KeyboardTargets {
  toggleCommentMode(): void;
  toggleList(): void;
  openList(): void;
  isListOpen(): boolean;
  showSettings(): void;
  dialog: WidgetDialog;
  search: SearchBox;
}

/** docs/product/limits.md's shortcuts once the app runs, and the views they open: settings, help, the list and its search. */
export class KeyboardViews {
  readonly #targets: KeyboardTargets;

  constructor(targets: KeyboardTargets) {
    this.#targets = targets;
  }

  /** A key press on the page: true when it was one of ours and handled. */
  onKey(event: KeyboardEvent): boolean {
    const shortcut = shortcutFor(event);
    if (!shortcut) return false;
    if (shortcut === 'comment') this.#targets.toggleCommentMode();
    else if (shortcut === 'list') this.#targets.toggleList();
    else if (shortcut === 'search' && !this.#targets.isListOpen()) return false;
    else {
      event.preventDefault();
      this.run(shortcut === 'activate' ? 'list' : shortcut);
    }
    return true;
  }

  /** Settings, help, or the list (with its search focused for 'search'); null: nothing. */
  run(view: PendingView | 'list'): void {
    if (!view) return;
    const { dialog } = this.#targets;
    if (view === 'settings') this.#targets.showSettings();
    else if (view === 'help') dialog.show('help', strings().help, strings().close, helpView(strings()));
    else {
      dialog.hide();
      if (!this.#targets.isListOpen()) this.#targets.openList();
      if (view === 'search') this.#targets.search.focus();
    }
  }
}
