import { Columns3, List, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberSummary, Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { SegmentedControl } from '../../components/ui/segmented-control.tsx';
import { Select } from '../../components/ui/select.tsx';
import { hasNarrowingFilters, type FilterParam, type InboxState, type InboxView } from './inbox-filters.ts';
import { InboxSearch } from './inbox-search.tsx';
import { pageLocation } from './page-location.ts';
import { FilterCombobox } from './filter-combobox.tsx';
import { useAuthorChoices, usePageChoices } from './use-filter-choices.ts';
import { MemberOptions, PriorityOptions } from './triage-options.tsx';

export interface InboxToolbarProps {
  workspaceId: string;
  state: InboxState;
  projects: Project[];
  members: MemberSummary[];
  onChange: (name: FilterParam, value: string | null) => void;
  onClear: () => void;
}

/** Search, the filters and the list/board switch, all kept in the URL by the page. */
export function InboxToolbar({ workspaceId, state, projects, members, onChange, onClear }: InboxToolbarProps) {
  const { t } = useTranslation('comments');
  const authorName = members.find((member) => member.userId === state.author)?.displayName;
  const filterClass = 'w-full sm:w-44';

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <InboxSearch value={state.q} onChange={(text) => onChange('q', text || null)} />
        <ViewSwitch value={state.view} onChange={(view) => onChange('view', view === 'list' ? null : view)} />
      </div>
      <div role="group" aria-label={t('filters.label')} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <div className={filterClass}>
          <Select
            label={t('filters.project')}
            hideLabel
            value={state.projectId ?? ''}
            onChange={(e) => onChange('project', e.target.value || null)}
          >
            <option value="">{t('filters.allProjects')}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </Select>
        </div>
        {(state.projectId || state.pageUrl) && (
          <div className={filterClass}>
            <FilterCombobox
              label={t('filters.page')}
              anyLabel={t('filters.allPages')}
              value={state.pageUrl}
              valueLabel={state.pageUrl && pageLocation(state.pageUrl)}
              placeholder={t('filters.searchPages')}
              useChoices={usePageChoices}
              scope={state.projectId ?? ''}
              onChange={(value) => onChange('page', value)}
            />
          </div>
        )}
        <div className={filterClass}>
          <Select
            label={t('filters.assignee')}
            hideLabel
            value={state.assignee ?? ''}
            onChange={(e) => onChange('assignee', e.target.value || null)}
          >
            <option value="">{t('filters.anyAssignee')}</option>
            <option value="me">{t('filters.assignedToMe')}</option>
            <option value="none">{t('filters.unassigned')}</option>
            <MemberOptions members={members} />
          </Select>
        </div>
        <div className={filterClass}>
          <Select
            label={t('filters.priority')}
            hideLabel
            value={state.priority ?? ''}
            onChange={(e) => onChange('priority', e.target.value || null)}
          >
            <option value="">{t('filters.anyPriority')}</option>
            <PriorityOptions />
          </Select>
        </div>
        <div className={filterClass}>
          <FilterCombobox
            label={t('filters.author')}
            anyLabel={t('filters.anyAuthor')}
            value={state.author}
            valueLabel={
              state.author && (authorName ?? (state.author.includes('@') ? t('filters.guestAuthor', { name: state.author }) : null))
            }
            placeholder={t('filters.searchAuthors')}
            useChoices={useAuthorChoices}
            scope={workspaceId}
            onChange={(value) => onChange('author', value)}
          />
        </div>
        {hasNarrowingFilters(state) && (
          <Button variant="ghost" size="sm" onClick={onClear} className="col-span-2 justify-self-start">
            <X className="h-4 w-4" aria-hidden />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

const VIEWS = [
  { view: 'list', Icon: List },
  { view: 'board', Icon: Columns3 },
] as const satisfies readonly { view: InboxView; Icon: typeof List }[];

function ViewSwitch({ value, onChange }: { value: InboxView; onChange: (view: InboxView) => void }) {
  const { t } = useTranslation('comments');
  return (
    <SegmentedControl
      label={t('view.label')}
      options={VIEWS.map(({ view, Icon }) => ({
        value: view,
        label: (
          <>
            <Icon className="h-4 w-4" aria-hidden />
            {t(`view.${view}`)}
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
