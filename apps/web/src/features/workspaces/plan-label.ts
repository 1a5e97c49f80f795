import type { Plan, Role } from '@commentflow/shared';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The workspace's real plan, where the prototype showed a fixed 'Pro Plan' (decisions.md), in the
 * app's language. Callers render inside a component using useTranslation, so they follow a switch.
 */
export function planLabel(plan: Plan): string {
  return i18n.t(`common:plan.${plan}`);
}

export function roleLabel(role: Role): string {
  return i18n.t(`common:role.${role}`);
}
