import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARIA_DETECTORS, ARIA_SEVERITIES, type AriaFinding } from '@commentflow/shared';
import { threadLink } from '@commentflow/shared/rules/thread-link';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast/toast.ts';
import { ariaApi, ariaKeys, type FindingFilters } from './aria-api.ts';
import { SEVERITY_TONE } from './severity-tone.ts';

/** ARIA's findings with filters; each links to its pin on the live page and can be muted on its page. */
export function AriaFindings({ workspaceId, canMute }: { workspaceId: string; canMute: boolean }) {
  const { t } = useTranslation('aria');
  const [filters, setFilters] = useState<FindingFilters>({ detector: '', severity: '', status: 'open' });
  const findings = useQuery({
    queryKey: ariaKeys.findings(workspaceId, filters),
    queryFn: () => ariaApi.findings(workspaceId, filters),
    select: (data) => data.findings,
  });
  const set = (key: keyof FindingFilters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setFilters({ ...filters, [key]: event.target.value });

  return (
    <Card className="p-4">
      <h2 className="mb-3 text-base font-semibold">{t('findings.title')}</h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <Select label={t('filters.detector')} value={filters.detector} onChange={set('detector')}>
          <option value="">{t('filters.all')}</option>
          {ARIA_DETECTORS.map((detector) => (
            <option key={detector} value={detector}>
              {t(`detectors.${detector}`)}
            </option>
          ))}
        </Select>
        <Select label={t('filters.severity')} value={filters.severity} onChange={set('severity')}>
          <option value="">{t('filters.all')}</option>
          {ARIA_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {t(`severities.${severity}`)}
            </option>
          ))}
        </Select>
        <Select label={t('filters.status')} value={filters.status} onChange={set('status')}>
          <option value="">{t('filters.all')}</option>
          <option value="open">{t('status.open')}</option>
          <option value="resolved">{t('status.resolved')}</option>
        </Select>
      </div>
      {findings.isError ? (
        <EmptyState title={t('loadFailed')} description={findings.error.message} />
      ) : !findings.data ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('loading')} />
        </div>
      ) : findings.data.length === 0 ? (
        <EmptyState title={t('findings.none')} description={t('findings.noneText')} />
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {findings.data.map((finding) => (
            <FindingRow key={finding.id} finding={finding} workspaceId={workspaceId} canMute={canMute} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function FindingRow({ finding, workspaceId, canMute }: { finding: AriaFinding; workspaceId: string; canMute: boolean }) {
  const { t, i18n } = useTranslation('aria');
  const queryClient = useQueryClient();
  const mute = useMutation({
    mutationFn: () => ariaApi.mute(workspaceId, { projectId: finding.projectId, pagePattern: finding.pagePattern, rule: finding.rule }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ariaKeys.all(workspaceId) });
      toast({ variant: 'success', title: t('mute.done', { rule: finding.rule }) });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: t('mute.failed'), description: error instanceof ApiError ? error.message : undefined }),
  });
  const lastSeen = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(finding.lastSeenAt));
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{finding.title}</p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          <Badge tone={SEVERITY_TONE[finding.severity]}>{t(`severities.${finding.severity}`)}</Badge>
          <Badge>{t(`detectors.${finding.detector}`)}</Badge>
          {finding.source === 'visitor' && <Badge tone="warning">{t('findings.fromVisitor')}</Badge>}
          {finding.muted && <Badge>{t('findings.muted')}</Badge>}
          <span>{t('findings.seen', { count: finding.occurrences, date: lastSeen })}</span>
        </p>
        <p className="truncate text-xs text-zinc-600 dark:text-zinc-400" title={finding.pageUrl}>
          {finding.pagePattern}
        </p>
        {finding.evidence && (
          <p className="line-clamp-2 font-mono text-xs break-all text-zinc-700 dark:text-zinc-300">{finding.evidence}</p>
        )}
        {finding.fixHint && <p className="text-xs text-zinc-700 dark:text-zinc-300">{t('findings.fixHint', { hint: finding.fixHint })}</p>}
        {finding.routing.map((route) =>
          route.ticket ? (
            <a
              key={route.target}
              className="block text-xs text-emerald-800 underline dark:text-emerald-300"
              href={route.ticket.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('findings.routes.ticket-created', { target: route.target, key: route.ticket.key })}
            </a>
          ) : (
            <p
              key={route.target}
              className={
                route.outcome === 'ticket-queued'
                  ? 'text-xs text-zinc-600 dark:text-zinc-400'
                  : 'text-xs text-amber-800 dark:text-amber-300'
              }
            >
              {t(`findings.routes.${route.outcome}`, { target: route.target, key: '' })}
            </p>
          ),
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {finding.commentId && (
          <a
            className="inline-flex h-8 items-center rounded-md border border-zinc-200 px-3 text-sm hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800"
            href={threadLink(finding.pageUrl, finding.commentId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('findings.openPin')}
          </a>
        )}
        {canMute && !finding.muted && (
          <Button size="sm" variant="secondary" busy={mute.isPending} onClick={() => mute.mutate()}>
            {t('findings.mute')}
          </Button>
        )}
      </div>
    </li>
  );
}
