import { isTypingTarget } from '../lib/is-typing-target.ts';

/** docs/product/limits.md's shortcuts, by what they do. */
export type Shortcut = 'comment' | 'list' | 'activate' | 'search' | 'settings' | 'help';

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'repeat'>;

/** The shortcut a key press means, or null; never while someone types, in the page or the widget. */
export function shortcutFor(event: KeyboardEvent): Shortcut | null {
  return isTypingTarget(event) ? null : keyShortcut(event);
}

/** Auto-repeat and Alt (AltGr types characters) never count. */
export function keyShortcut(press: KeyPress): Shortcut | null {
  if (press.repeat || press.altKey) return null;
  const key = press.key.toLowerCase();
  if (press.ctrlKey || press.metaKey) {
    if (press.shiftKey) return null;
    if (key === 'k') return 'activate';
    if (key === 'f') return 'search';
    if (key === ',') return 'settings';
    return null;
  }
  if (press.key === 'F1') return 'help';
  if (key === 'c') return press.shiftKey ? 'list' : 'comment';
  return null;
}
