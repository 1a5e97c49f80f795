import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARIA_DETECTORS, ARIA_SEVERITIES, type AriaProfile, type AriaProfileResponse, type AriaRoutingRule } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast/toast.ts';
import { ariaApi, ariaKeys } from './aria-api.ts';

const FLAGS = ['enabled', 'autoCreateComments', 'autoCreateTickets', 'pinErrors', 'scanOnLoad'] as const;

/** ARIA's profile (docs/product/data.md), for owners and admins: a form over the whole profile, saved at once. */
export function AriaProfileForm({ workspaceId, canEdit }: { workspaceId: string; canEdit: boolean }) {
  const { t } = useTranslation('aria');
  const loaded = useQuery({ queryKey: ariaKeys.profile(workspaceId), queryFn: () => ariaApi.profile(workspaceId) });
  if (!loaded.data) {
    return <Card className="p-4">{loaded.isError ? <p>{loaded.error.message}</p> : <Spinner label={t('loading')} />}</Card>;
  }
  return <ProfileEditor key={JSON.stringify(loaded.data.profile)} workspaceId={workspaceId} loaded={loaded.data} canEdit={canEdit} />;
}

function ProfileEditor({ workspaceId, loaded, canEdit }: { workspaceId: string; loaded: AriaProfileResponse; canEdit: boolean }) {
  const { t } = useTranslation('aria');
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState<AriaProfile>(loaded.profile);
  const save = useMutation({
    mutationFn: () => ariaApi.saveProfile(workspaceId, profile),
    onSuccess: (data) => {
      queryClient.setQueryData(ariaKeys.profile(workspaceId), data);
      toast({ variant: 'success', title: t('profile.saved') });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: t('profile.saveFailed'), description: error instanceof ApiError ? error.message : undefined }),
  });
  const update = (change: Partial<AriaProfile>) => setProfile({ ...profile, ...change });
  const setRule = (index: number, rule: AriaRoutingRule | null) =>
    update({
      routingRules: rule
        ? profile.routingRules.map((old, n) => (n === index ? rule : old))
        : profile.routingRules.filter((_, n) => n !== index),
    });
  const unavailable = new Map(loaded.routingTargets.filter((target) => !target.available).map((target) => [target.target, target.reason]));

  return (
    <Card className="p-4">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <fieldset disabled={!canEdit} className="space-y-4">
          <legend className="text-base font-semibold">{t('profile.title')}</legend>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('profile.variant', { variant: t(`variants.${loaded.variant}`) })} {loaded.isDefault ? t('profile.defaults') : ''}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {FLAGS.map((flag) => (
              <label key={flag} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={profile[flag]} onChange={(event) => update({ [flag]: event.target.checked })} />
                {t(`profile.flags.${flag}`)}
              </label>
            ))}
          </div>
          <Select
            label={t('profile.threshold')}
            value={profile.errorThreshold}
            onChange={(event) => update({ errorThreshold: event.target.value as AriaProfile['errorThreshold'] })}
          >
            <option value="all">{t('profile.thresholds.all')}</option>
            <option value="critical">{t('profile.thresholds.critical')}</option>
          </Select>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('profile.detections')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ARIA_DETECTORS.map((detector) => (
                <label key={detector} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={profile.detections.includes(detector)}
                    onChange={(event) =>
                      update({
                        detections: event.target.checked
                          ? [...profile.detections, detector]
                          : profile.detections.filter((other) => other !== detector),
                      })
                    }
                  />
                  {t(`detectors.${detector}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-medium">{t('profile.avatar')}</legend>
            <Input
              label={t('profile.avatarName')}
              value={profile.avatar.name}
              maxLength={40}
              onChange={(event) => update({ avatar: { ...profile.avatar, name: event.target.value } })}
            />
            <Input
              label={t('profile.avatarIcon')}
              value={profile.avatar.icon}
              maxLength={8}
              onChange={(event) => update({ avatar: { ...profile.avatar, icon: event.target.value } })}
            />
            <Input
              label={t('profile.avatarColor')}
              type="color"
              value={profile.avatar.color}
              onChange={(event) => update({ avatar: { ...profile.avatar, color: event.target.value } })}
            />
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">{t('profile.routing')}</legend>
            {profile.routingRules.map((rule, index) => (
              <div
                key={index}
                className="grid gap-2 rounded-md border border-zinc-200 p-3 sm:grid-cols-4 sm:items-end dark:border-zinc-800"
              >
                <Select
                  label={t('profile.ruleDetector')}
                  value={rule.condition.detector ?? ''}
                  onChange={(event) =>
                    setRule(index, {
                      ...rule,
                      condition: {
                        ...rule.condition,
                        detector: (event.target.value || undefined) as AriaRoutingRule['condition']['detector'],
                      },
                    })
                  }
                >
                  <option value="">{t('filters.all')}</option>
                  {ARIA_DETECTORS.map((detector) => (
                    <option key={detector} value={detector}>
                      {t(`detectors.${detector}`)}
                    </option>
                  ))}
                </Select>
                <Select
                  label={t('profile.ruleSeverity')}
                  value={rule.condition.severity ?? ''}
                  onChange={(event) =>
                    setRule(index, {
                      ...rule,
                      condition: {
                        ...rule.condition,
                        severity: (event.target.value || undefined) as AriaRoutingRule['condition']['severity'],
                      },
                    })
                  }
                >
                  <option value="">{t('filters.all')}</option>
                  {ARIA_SEVERITIES.map((severity) => (
                    <option key={severity} value={severity}>
                      {t('profile.orWorse', { severity: t(`severities.${severity}`) })}
                    </option>
                  ))}
                </Select>
                <Input
                  label={t('profile.ruleTarget')}
                  value={rule.target}
                  maxLength={100}
                  onChange={(event) => setRule(index, { ...rule, target: event.target.value })}
                />
                <Button variant="ghost" size="sm" onClick={() => setRule(index, null)}>
                  {t('profile.removeRule')}
                </Button>
                {unavailable.has(rule.target) && (
                  <p className="text-xs text-amber-800 sm:col-span-4 dark:text-amber-300">
                    {t('profile.targetUnavailable', { target: rule.target })}
                  </p>
                )}
              </div>
            ))}
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                update({
                  routingRules: [...profile.routingRules, { condition: { severity: 'critical' }, action: 'create-ticket', target: '' }],
                })
              }
            >
              {t('profile.addRule')}
            </Button>
          </fieldset>
          {canEdit ? (
            <Button type="submit" busy={save.isPending}>
              {t('profile.save')}
            </Button>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('profile.readOnly')}</p>
          )}
        </fieldset>
      </form>
    </Card>
  );
}
