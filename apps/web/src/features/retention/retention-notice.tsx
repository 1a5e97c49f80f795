import { useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { sessionFlag, setSessionFlag } from '../../lib/session-flag.ts';
import { useRetentionConfig, useRetentionStatus } from './retention-api.ts';
import { RetentionBanner } from './retention-banner.tsx';
import { RetentionPopup } from './retention-popup.tsx';
import { useRetentionLive } from './use-retention-live.ts';

const seenKey = (workspaceId: string) => `commentflow:retention-popup-seen:${workspaceId}`;

const popupSeen = (workspaceId: string) => sessionFlag(seenKey(workspaceId));
const rememberPopupSeen = (workspaceId: string) => setSessionFlag(seenKey(workspaceId));

/**
 * The dashboard's retention warning (docs/product/states.md, limits.md): the full banner, and the popup shown by itself at
 * 7 days or fewer (the server's shouldShowPopup, once per browser session unless it must be
 * acknowledged) or from the banner. Live updates are followed here, whichever page is open.
 */
export function RetentionNotice() {
  const { currentWorkspace } = useAuth();
  useRetentionLive();
  const status = useRetentionStatus();
  const config = useRetentionConfig();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const workspaceId = currentWorkspace?.id ?? null;
  if (!workspaceId) return null;
  const data = status.data?.workspaceId === workspaceId ? status.data : undefined;
  const requireAck = config.data?.notifications.popup.requireAcknowledgment ?? false;
  const auto = Boolean(data?.shouldShowPopup) && closedFor !== workspaceId && (requireAck || !popupSeen(workspaceId));
  const open = data && config.data && (openFor === workspaceId || auto);

  return (
    <>
      <RetentionBanner onDetails={() => setOpenFor(workspaceId)} />
      {open && (
        <RetentionPopup
          status={data}
          config={config.data!}
          onClose={() => {
            rememberPopupSeen(workspaceId);
            setClosedFor(workspaceId);
            setOpenFor(null);
          }}
        />
      )}
    </>
  );
}
