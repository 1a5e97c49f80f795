import type { Plan, Role } from '@commentflow/shared';

const PLAN_NAMES: Record<Plan, string> = { free: 'Free plan', starter: 'Starter plan', pro: 'Pro plan' };
const ROLE_NAMES: Record<Role, string> = { owner: 'Owner', admin: 'Admin', member: 'Member', client: 'Client' };

/** The workspace's real plan, where the prototype showed a fixed 'Pro Plan' (decisions.md). */
export function planLabel(plan: Plan): string {
  return PLAN_NAMES[plan];
}

export function roleLabel(role: Role): string {
  return ROLE_NAMES[role];
}
