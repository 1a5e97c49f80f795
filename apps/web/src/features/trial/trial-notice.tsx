import { useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useDataExport } from '../data-export/use-data-export.ts';
import { sessionFlag, setSessionFlag } from '../../lib/session-flag.ts';
import { TrialBanner } from './trial-banner.tsx';
import { TrialModal } from './trial-modal.tsx';
import { useTrialStatus } from './use-trial-status.ts';

const seenKey = (workspaceId: string) => `commentflow:trial-warning-seen:${workspaceId}`;

const warningSeen = (workspaceId: string) => sessionFlag(seenKey(workspaceId));
const rememberWarningSeen = (workspaceId: string) => setSessionFlag(seenKey(workspaceId));

/**
 * docs/product/states.md's trial banner and modal. The modal opens by itself in the trial's last days (once per
 * browser session and workspace, so it warns without nagging on every page) and whenever the
 * banner's Export is pressed. Export completions are followed here too, whichever page is open.
 */
function WorkspaceTrialNotice() {
  const status = useTrialStatus();
  const { workspaceId } = status;
  const dataExport = useDataExport(workspaceId);
  const [exportOpenFor, setExportOpenFor] = useState<string | null>(null);
  const [warningClosedFor, setWarningClosedFor] = useState<string | null>(null);
  if (!workspaceId) return null;

  const autoWarning = status.warning && warningClosedFor !== workspaceId && !warningSeen(workspaceId);
  const open = exportOpenFor === workspaceId || autoWarning;
  const close = () => {
    rememberWarningSeen(workspaceId);
    setWarningClosedFor(workspaceId);
    setExportOpenFor(null);
  };

  return (
    <>
      <TrialBanner status={status} onExport={() => setExportOpenFor(workspaceId)} />
      {open && <TrialModal status={status} dataExport={dataExport} onClose={close} />}
    </>
  );
}

/** One per workspace: switching workspaces starts afresh (no other workspace's export state). */
export function TrialNotice() {
  const { currentWorkspace } = useAuth();
  return <WorkspaceTrialNotice key={currentWorkspace?.id ?? 'none'} />;
}
