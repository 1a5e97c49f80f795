import type { ReactNode } from 'react';
import { TOAST } from '@commentflow/shared';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

/** docs/product/data.md: id, title, description, action, variant, open. */
export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: { label: string; onClick: () => void };
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type Listener = () => void;

/**
 * The toasts on screen, outside React so any module can raise one. docs/product/states.md/docs/product/limits.md: at most TOAST.limit
 * shown (a new one pushes the oldest out), and a dismissed toast stays mounted, closed, for
 * TOAST.removeDelayMs so its exit animation never cuts short.
 */
export function createToastStore(removeDelayMs: number = TOAST.removeDelayMs, limit: number = TOAST.limit) {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const remove = (id: string) => {
    clearTimeout(removals.get(id));
    removals.delete(id);
    set(toasts.filter((item) => item.id !== id));
  };

  const dismiss = (id: string) => {
    if (!toasts.some((item) => item.id === id && item.open)) return;
    set(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
    removals.set(
      id,
      setTimeout(() => remove(id), removeDelayMs),
    );
  };

  const show = (input: ToastInput) => {
    counter += 1;
    const id = `toast-${counter}`;
    const item: ToastItem = { ...input, id, variant: input.variant ?? 'default', open: true };
    const kept = [item, ...toasts].slice(0, limit);
    for (const dropped of toasts.filter((old) => !kept.includes(old))) {
      clearTimeout(removals.get(dropped.id));
      removals.delete(dropped.id);
    }
    set(kept);
    return { id, dismiss: () => dismiss(id) };
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
