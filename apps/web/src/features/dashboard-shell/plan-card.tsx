import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { planLabel } from '../workspaces/plan-label.ts';

/** The sidebar's plan label: the current workspace's real plan (docs/product/plans-and-retention.md#calls-without-a-workspace), with the way up. */
export function PlanCard({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { currentWorkspace } = useAuth();
  if (!currentWorkspace) return null;
  return (
    <div className="m-3 flex items-center justify-between gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-2.5 dark:border-zinc-800 dark:bg-zinc-900">
      <span className="text-xs font-semibold text-zinc-900 dark:text-zinc-100" data-testid="plan-label">
        {planLabel(currentWorkspace)}
      </span>
      {currentWorkspace.plan !== 'pro' && (
        <Link
          to="/client/billing"
          onClick={onNavigate}
          className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {t('upgrade')}
        </Link>
      )}
    </div>
  );
}
