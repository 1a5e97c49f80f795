import { Navigate, useSearchParams } from 'react-router';
import { isUpgradeChoice, rememberUpgrade } from '../features/billing/pending-upgrade.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

/**
 * docs/product/screens.md "/billing with an upgrade query of starter or pro", and the checkout's success return
 * /app/billing?upgrade=success: the plan page lives in the dashboard.
 * A signed-out visitor (from the pricing page) signs up first, the plan remembered, and lands in its
 * checkout right after (features/billing/pending-upgrade.ts).
 */
export default function BillingRedirect() {
  const [params] = useSearchParams();
  const { user, loading } = useAuth();
  const upgrade = params.get('upgrade');
  const choice = isUpgradeChoice(upgrade) ? upgrade : null;
  if (loading) return null;
  if (!user) {
    if (choice) rememberUpgrade(choice);
    return <Navigate to={choice ? '/signup' : '/login'} replace />;
  }
  // The payment provider's return (docs/product/screens.md /app/billing?upgrade=success) keeps its confirmation.
  const query = choice ? `?upgrade=${choice}` : upgrade === 'success' ? '?upgrade=success' : '';
  return <Navigate to={`/client/billing${query}`} replace />;
}
