import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BILLING_PATH } from '@commentflow/shared';
import { takePendingUpgrade } from './pending-upgrade.ts';

/** After the sign-up that a plan choice led to, on to that plan's checkout (once). */
export function PendingUpgradeRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const choice = takePendingUpgrade();
    if (choice) navigate(`${BILLING_PATH}?upgrade=${choice}`, { replace: true });
  }, [navigate]);
  return null;
}
