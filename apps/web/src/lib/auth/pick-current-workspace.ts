import type { Workspace } from '@commentflow/shared';

/** Spec §4: the stored workspace if it is still in the list, else the first. */
export function pickCurrentWorkspace(workspaces: Workspace[], storedId: string | null): Workspace | null {
  return workspaces.find((workspace) => workspace.id === storedId) ?? workspaces[0] ?? null;
}
