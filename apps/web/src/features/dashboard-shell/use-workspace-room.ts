import { useEffect } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useSocket } from '../../lib/socket/use-socket.ts';

/** Keeps the socket in the current workspace's room, so its live events reach the dashboard. */
export function useWorkspaceRoom(): void {
  const { currentWorkspace } = useAuth();
  const { joinWorkspace, leaveWorkspace } = useSocket();
  const workspaceId = currentWorkspace?.id;
  useEffect(() => {
    if (!workspaceId) return;
    joinWorkspace(workspaceId);
    return leaveWorkspace;
  }, [workspaceId, joinWorkspace, leaveWorkspace]);
}
