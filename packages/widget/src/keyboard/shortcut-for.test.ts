import { describe, expect, it } from 'vitest';
import { keyShortcut, type KeyPress } from './shortcut-for.ts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  repeat: false,
  ...modifiers,
});

describe('keyShortcut', () => {
  it('maps the keys of docs/product/limits.md, Cmd and Ctrl alike', () => {
    expect(keyShortcut(press('c'))).toBe('comment');
    expect(keyShortcut(press('C', { shiftKey: true }))).toBe('list');
    expect(keyShortcut(press('k', { ctrlKey: true }))).toBe('activate');
    expect(keyShortcut(press('k', { metaKey: true }))).toBe('activate');
    expect(keyShortcut(press('f', { ctrlKey: true }))).toBe('search');
    expect(keyShortcut(press(',', { metaKey: true }))).toBe('settings');
    expect(keyShortcut(press('F1'))).toBe('help');
  });

  it('ignores other keys, auto-repeat, Alt and extra modifiers', () => {
    expect(keyShortcut(press('x'))).toBeNull();
    expect(keyShortcut(press('c', { repeat: true }))).toBeNull();
    expect(keyShortcut(press('c', { altKey: true }))).toBeNull();
    expect(keyShortcut(press('c', { ctrlKey: true }))).toBeNull();
    expect(keyShortcut(press('K', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(keyShortcut(press('F1', { ctrlKey: true }))).toBeNull();
  });
});
