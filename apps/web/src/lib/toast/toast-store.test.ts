import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@commentflow/shared';
import { createToastStore } from './toast-store.ts';

describe('toast store (docs/product/states.md, limits.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the one on screen', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.show({ title: 'Second', variant: 'success' });
    expect(store.getSnapshot()).toMatchObject([{ title: 'Second', variant: 'success', open: true }]);
    expect(TOAST.limit).toBe(1);
  });

  it('defaults to the default variant and keeps a dismissed toast closed until the removal delay', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const { dismiss } = store.show({ title: 'Saved' });
    expect(store.getSnapshot()[0]?.variant).toBe('default');
    dismiss();
    expect(store.getSnapshot()).toMatchObject([{ title: 'Saved', open: false }]);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores a second dismissal of the same toast', () => {
    const store = createToastStore();
    const { id } = store.show({ title: 'Once' });
    store.dismiss(id);
    const closed = store.getSnapshot();
    store.dismiss(id);
    expect(store.getSnapshot()).toBe(closed);
  });
});
