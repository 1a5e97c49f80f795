import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput, type ToastItem } from './toast-store.ts';

const store = createToastStore();

/** Raises a toast from anywhere: `toast({ title: 'Saved', variant: 'success' })`. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  return store.show(input);
}

export function dismissToast(id: string): void {
  store.dismiss(id);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
