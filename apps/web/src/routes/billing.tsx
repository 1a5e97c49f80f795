import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { nextTier, tierForPlan, type CheckoutPlan, type CheckoutTier, type WorkspaceBillingResponse } from '@commentflow/shared';
import { PageHeader } from '../components/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useBillingPlans, useWorkspaceBilling } from '../features/billing/billing-api.ts';
import { openCheckout } from '../features/billing/open-checkout.ts';
import { isUpgradeChoice } from '../features/billing/pending-upgrade.ts';
import { PlanComparison } from '../features/billing/plan-comparison.tsx';
import { UsageBars } from '../features/billing/usage-bars.tsx';
import { entitlementLabel, trialEndsText } from '../features/workspaces/plan-label.ts';
import { RetentionBanner } from '../features/retention/retention-banner.tsx';
import { ApiError } from '../lib/api-error.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { cn } from '../lib/cn.ts';
import { useFormatDays } from '../lib/i18n/use-format-days.ts';

/** The tier offered next (docs/product/states.md ladder): from the subscription's tier, else from the plan. */
function offeredTier(billing: WorkspaceBillingResponse): CheckoutTier | null {
  if (billing.subscription?.tier) return nextTier(billing.subscription.tier);
  return billing.plan === 'free' ? 'tier1' : billing.plan === 'starter' ? 'tier2' : 'tier3';
}

const SECTION = 'p-5 sm:p-6';
const HEADING = 'mb-4 text-base font-semibold text-zinc-900 dark:text-zinc-100';

/** /client/billing: plan and trial, usage against the limits, the plans and the checkout ladder, invoices. */
export default function BillingPage() {
  const { t } = useTranslation('billing');
  const formatDays = useFormatDays();
  const { user, currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? null;
  const [params] = useSearchParams();
  const upgrade = params.get('upgrade');
  const succeeded = upgrade === 'success';
  const plans = useBillingPlans();
  const billing = useWorkspaceBilling(workspaceId);
  const chosen = isUpgradeChoice(upgrade) ? tierForPlan(upgrade) : null;

  const checkout = (tier: CheckoutPlan) => {
    if (!plans.data || !user || !workspaceId) return;
    openCheckout(tier, plans.data.checkoutUrl, { email: user.email, userId: user.uid, workspaceId });
  };

  // Arriving with ?upgrade=starter|pro (the pricing page, after sign-up): straight to that checkout, once.
  const autoOpened = useRef(false);
  useEffect(() => {
    if (!chosen || autoOpened.current || !plans.data || !billing.data?.canManage) return;
    const tier = plans.data.tiers.find((candidate) => candidate.id === chosen);
    if (!tier) return;
    autoOpened.current = true;
    checkout(tier);
  });

  if (plans.isPending || billing.isPending) {
    return <PageLoading />;
  }
  if (billing.error instanceof ApiError && billing.error.status === 403) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('teamOnly')}</p>;
  }
  if (plans.isError || billing.isError || !billing.data || !plans.data) {
    return <p className="text-sm text-red-600 dark:text-red-400">{t('loadFailed')}</p>;
  }
  const data = billing.data;
  const offered = chosen ?? offeredTier(data);

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      {succeeded && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium">{t('success.title')}</span> {t('success.text')}
          </p>
        </div>
      )}
      <RetentionBanner variant="compact" />

      <Card className={SECTION}>
        <h2 className={HEADING}>{t('current.title')}</h2>
        {!data.plansEnabled ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('current.plansOff')}</p>
        ) : (
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">{t('current.plan')}</dt>
              <dd className="font-medium text-zinc-900 dark:text-zinc-100" data-testid="current-plan">
                {entitlementLabel(data.onTrial ? 'trial' : data.plan)}
              </dd>
            </div>
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">{t('current.state')}</dt>
              <dd className="text-zinc-800 dark:text-zinc-200">
                {data.isExempt
                  ? t('current.exempt')
                  : data.onTrial
                    ? trialEndsText(data.trialDaysRemaining ?? 0, formatDays)
                    : data.plan === 'free' && data.deletionDate
                      ? t('current.deletionOn', { date: new Date(data.deletionDate).toLocaleDateString() })
                      : t('current.kept')}
              </dd>
            </div>
            {data.subscription && (
              <div className="sm:col-span-2">
                <dt className="text-zinc-500 dark:text-zinc-400">{t('current.subscription')}</dt>
                <dd className="text-zinc-800 dark:text-zinc-200">
                  {t(`status.${data.subscription.status}`, { defaultValue: data.subscription.status })}
                  {data.subscription.renewsAt &&
                    !data.subscription.endsAt &&
                    ` · ${t('current.renews', { date: new Date(data.subscription.renewsAt).toLocaleDateString() })}`}
                  {data.subscription.endsAt && ` · ${t('current.ends', { date: new Date(data.subscription.endsAt).toLocaleDateString() })}`}
                </dd>
              </div>
            )}
          </dl>
        )}
      </Card>

      <Card className={SECTION}>
        <h2 className={HEADING}>{t('usage.title')}</h2>
        <UsageBars usage={data.usage} limits={data.limits} />
      </Card>

      {data.plansEnabled && (
        <Card className={SECTION}>
          <h2 className={HEADING}>{t('compare.title')}</h2>
          <PlanComparison entitlements={plans.data.entitlements} current={data.onTrial ? null : data.plan} />
          <ul className="mt-6 grid gap-3 md:grid-cols-3" aria-label={t('ladder.label')}>
            {plans.data.tiers.map((tier) => {
              const isCurrent = data.subscription?.tier === tier.id;
              const isOffered = tier.id === offered;
              return (
                <li
                  key={tier.id}
                  data-testid={`tier-${tier.id}`}
                  className={cn(
                    'flex flex-col gap-3 rounded-lg border p-4',
                    isOffered ? 'border-indigo-500 ring-1 ring-indigo-500 dark:border-indigo-400' : 'border-zinc-200 dark:border-zinc-800',
                  )}
                >
                  <div>
                    <p className="font-semibold text-zinc-900 dark:text-zinc-100">{t(`tiers.${tier.id}`)}</p>
                    <p className="text-sm text-zinc-500 dark:text-zinc-400">{tier.price ?? t('ladder.priceOnCheckout')}</p>
                  </div>
                  {isOffered && <p className="text-xs font-medium text-indigo-600 dark:text-indigo-400">{t('ladder.recommended')}</p>}
                  <Button
                    className="mt-auto"
                    variant={isOffered ? 'primary' : 'secondary'}
                    disabled={isCurrent || !data.canManage}
                    onClick={() => checkout(tier)}
                  >
                    {isCurrent ? t('ladder.current') : t('ladder.choose', { name: t(`tiers.${tier.id}`) })}
                  </Button>
                </li>
              );
            })}
          </ul>
          {!data.canManage && <p className="mt-3 text-sm text-zinc-500 dark:text-zinc-400">{t('ladder.ownersOnly')}</p>}
        </Card>
      )}

      {data.invoices.length > 0 && (
        <Card className={SECTION}>
          <h2 className={HEADING}>{t('invoices.title')}</h2>
          <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
            {data.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-zinc-700 dark:text-zinc-300">{new Date(invoice.createdAt).toLocaleDateString()}</span>
                <span className="text-zinc-900 tabular-nums dark:text-zinc-100">{invoice.total}</span>
                <span className="text-zinc-500 dark:text-zinc-400">{t(`status.${invoice.status}`, { defaultValue: invoice.status })}</span>
                {invoice.url && (
                  <a
                    href={invoice.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-indigo-600 hover:underline dark:text-indigo-400"
                  >
                    {t('invoices.view')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
