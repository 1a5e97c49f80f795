import { describe, expect, it } from 'vitest';
import type { Workspace } from '@commentflow/shared';
import { trialStatus } from './trial-status.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();
type Fields = Pick<Workspace, 'plan' | 'trialEndsAt' | 'exempt' | 'role'>;
const free = (trialEndsAt: string | null, more: Partial<Fields> = {}): Fields => ({
  plan: 'free',
  trialEndsAt,
  exempt: false,
  role: 'owner',
  ...more,
});

describe('trial status (docs/product/states.md)', () => {
  it('has no trial on paid plans or without an end date', () => {
    expect(trialStatus(free(inDays(5), { plan: 'pro' }), NOW, true)).toMatchObject({
      daysRemaining: null,
      showBanner: false,
      warning: false,
      showExport: false,
    });
    expect(trialStatus(free(null), NOW, true).daysRemaining).toBeNull();
  });

  it('shows the banner from 14 days and the modal warning from 3 days', () => {
    expect(trialStatus(free(inDays(15)), NOW, true)).toMatchObject({ daysRemaining: 15, showBanner: false, showExport: false });
    expect(trialStatus(free(inDays(14)), NOW, true)).toMatchObject({
      daysRemaining: 14,
      showBanner: true,
      warning: false,
      showExport: true,
    });
    expect(trialStatus(free(inDays(10)), NOW, true)).toMatchObject({ daysRemaining: 10, showBanner: true, warning: false });
    expect(trialStatus(free(inDays(3)), NOW, true)).toMatchObject({ daysRemaining: 3, warning: true });
  });

  it('counts a part day as a day, and leaves an ended trial to the retention warning', () => {
    expect(trialStatus(free(inDays(0.2)), NOW, true)).toMatchObject({ daysRemaining: 1, ended: false });
    expect(trialStatus(free(inDays(-2), { plan: 'starter' }), NOW, true).daysRemaining).toBeNull();
    expect(trialStatus(free(inDays(-2)), NOW, true)).toMatchObject({ daysRemaining: null, showBanner: false, warning: false });
  });

  it('never warns an exempt workspace (docs/product/validation.md, roles.md): no banner, no modal, no export prompt', () => {
    for (const days of [10, 2, -2]) {
      expect(trialStatus(free(inDays(days), { exempt: true }), NOW, true)).toEqual({
        daysRemaining: null,
        ended: false,
        showBanner: false,
        warning: false,
        showExport: false,
      });
    }
  });

  it('offers the export only to those who may export: owners and admins (docs/product/validation.md exports.canExport)', () => {
    expect(trialStatus(free(inDays(10), { role: 'admin' }), NOW, true).showExport).toBe(true);
    expect(trialStatus(free(inDays(10), { role: 'member' }), NOW, true)).toMatchObject({ showBanner: true, showExport: false });
    expect(trialStatus(free(inDays(10), { role: 'client' }), NOW, true).showExport).toBe(false);
  });

  it('does not push the export at a workspace that holds no feedback yet', () => {
    expect(trialStatus(free(inDays(14)), NOW, false)).toMatchObject({ showBanner: true, showExport: false });
    expect(trialStatus(free(inDays(2)), NOW, false)).toMatchObject({ warning: true, showExport: false });
  });
});
