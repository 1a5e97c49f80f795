import { useAuth } from '../../lib/auth/use-auth.ts';
import { useNow } from '../../lib/use-now.ts';
import { trialStatus, type TrialStatus } from './trial-status.ts';

const MINUTE = 60_000;

export function useTrialStatus(): TrialStatus & { workspaceId: string | null } {
  const { currentWorkspace } = useAuth();
  const now = useNow(MINUTE);
  if (!currentWorkspace) return { workspaceId: null, daysRemaining: null, ended: false, showBanner: false, warning: false, showExport: false };
  return { workspaceId: currentWorkspace.id, ...trialStatus(currentWorkspace, now) };
}
