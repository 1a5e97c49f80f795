/**
 * The workspaces this tab itself is leaving (Settings > Leave workspace, or removing oneself from the
 * team). Such a tab moves itself once its request succeeds; the `access-changed` "left" that follows must
 * not move it again. The event reaches the tab before the request's answer as often as after it, and
 * then sent it to the workspaces page over the dashboard it had chosen.
 */
const leaving = new Set<string>();

/** Before the request: this tab leaves `workspaceId`. */
export const markLeaving = (workspaceId: string): void => void leaving.add(workspaceId);

/** The request failed: the tab is still a member. */
export const unmarkLeaving = (workspaceId: string): void => void leaving.delete(workspaceId);

/** Whether this tab left `workspaceId` itself (answered once: the mark goes with the event). */
export const leftHere = (workspaceId: string): boolean => leaving.delete(workspaceId);
