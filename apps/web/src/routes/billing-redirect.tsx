import { Navigate, useSearchParams } from 'react-router';

const UPGRADES = ['starter', 'pro'];

/**
 * Spec §2 "/billing with an upgrade query of starter or pro": the plan page lives in the dashboard,
 * so a signed-out visitor signs in first and lands there with the plan still chosen.
 */
export default function BillingRedirect() {
  const [params] = useSearchParams();
  const upgrade = params.get('upgrade');
  const query = upgrade && UPGRADES.includes(upgrade) ? `?upgrade=${upgrade}` : '';
  return <Navigate to={`/client/billing${query}`} replace />;
}
