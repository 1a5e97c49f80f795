import { useQuery } from '@tanstack/react-query';
import { BillingPlansResponse, WorkspaceBillingResponse } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  workspace: (workspaceId: string) => ['workspaces', workspaceId, 'billing'] as const,
};

/** The plans, their limits and the checkout tiers (public: the pricing page reads it signed out). */
export function useBillingPlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: () => apiClient.get('/billing/plans', BillingPlansResponse, { anonymous: true }),
  });
}

/** The workspace's plan, trial, usage, subscription and invoices. */
export function useWorkspaceBilling(workspaceId: string | null) {
  return useQuery({
    queryKey: billingKeys.workspace(workspaceId ?? 'none'),
    queryFn: () => apiClient.get(`/workspaces/${workspaceId}/billing`, WorkspaceBillingResponse),
    enabled: workspaceId !== null,
  });
}
