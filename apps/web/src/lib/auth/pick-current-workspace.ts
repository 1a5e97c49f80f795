import type { Workspace } from '@commentflow/shared';

/** docs/product/states.md: the stored workspace if it is still in the list, else the first. */
export function pickCurrentWorkspace(workspaces: Workspace[], storedId: string | null): Workspace | null {
  return workspaces.find((workspace) => workspace.id === storedId) ?? workspaces[0] ?? null;
}
