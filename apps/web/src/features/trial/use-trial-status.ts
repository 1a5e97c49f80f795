import { useAuth } from '../../lib/auth/use-auth.ts';
import { useNow } from '../../lib/use-now.ts';
import { useWorkspaceSummary } from '../dashboard-home/use-workspace-summary.ts';
import { trialStatus, type TrialStatus } from './trial-status.ts';

const MINUTE = 60_000;

export function useTrialStatus(): TrialStatus & { workspaceId: string | null } {
  const { currentWorkspace } = useAuth();
  const now = useNow(MINUTE);
  const summary = useWorkspaceSummary(currentWorkspace?.id);
  if (!currentWorkspace)
    return { workspaceId: null, daysRemaining: null, ended: false, showBanner: false, warning: false, showExport: false };
  const holdsFeedback = Object.values(summary.data?.counts ?? {}).some((count) => count > 0);
  return { workspaceId: currentWorkspace.id, ...trialStatus(currentWorkspace, now, holdsFeedback) };
}
