import { useSyncExternalStore } from 'react';

// Whether the retention banner was dismissed in this page, per workspace (docs/product/states.md: hidden once
// dismissed or acknowledged). A realtime `retention-warning` shows it again. The server remembers the
// acknowledgment per level too, so a reload does not bring back what was dismissed.

const hidden = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function hideRetentionWarning(workspaceId: string): void {
  hidden.add(workspaceId);
  changed();
}

export function showRetentionWarning(workspaceId: string): void {
  if (hidden.delete(workspaceId)) changed();
}

export function useRetentionWarningHidden(workspaceId: string | null): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return workspaceId !== null && hidden.has(workspaceId);
}
