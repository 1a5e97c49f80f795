import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import {
  ARIA_DETECTORS,
  ARIA_RULES,
  ARIA_SEVERITIES,
  AuthorKind,
  CommentStatus,
  INTEGRATION_PROVIDERS,
  Priority,
  type AutomationAction,
  type AutomationCondition,
  type Integration,
  type MemberSummary,
  type Project,
} from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';

/** What the condition and action editors choose from. */
export interface RuleChoices {
  projects: Project[];
  members: MemberSummary[];
  integrations: Integration[];
}

export const CONDITION_TYPES = [
  'project',
  'page-url',
  'priority',
  'status',
  'author',
  'text-contains',
  'labels',
  'aria-detector',
  'aria-severity',
  'aria-rule',
] as const satisfies readonly AutomationCondition['type'][];
export const ACTION_TYPES = [
  'assign',
  'set-priority',
  'set-status',
  'notify',
  'post-message',
  'create-ticket',
  'send-webhook',
] as const satisfies readonly AutomationAction['type'][];

/** A new condition of a type, with the first choice filled in. */
export function newCondition(type: AutomationCondition['type'], choices: RuleChoices): AutomationCondition {
  switch (type) {
    case 'project':
      return { type, projectIds: choices.projects.slice(0, 1).map((p) => p.id) };
    case 'page-url':
      return { type, pattern: '' };
    case 'priority':
      return { type, priorities: ['high'] };
    case 'status':
      return { type, statuses: ['open'] };
    case 'author':
      return { type, kinds: ['guest'] };
    case 'text-contains':
      return { type, text: '' };
    case 'labels':
      return { type, labels: [''] };
    case 'aria-detector':
      return { type, detectors: ['errors'] };
    case 'aria-severity':
      return { type, severity: 'serious' };
    case 'aria-rule':
      return { type, rules: [ARIA_RULE_IDS[0]] };
  }
}

const ARIA_RULE_IDS = Object.keys(ARIA_RULES) as [string, ...string[]];

const team = (choices: RuleChoices) => choices.members.filter((m) => m.role !== 'client');
const ofKind = (choices: RuleChoices, kind: 'tracker' | 'notifier') =>
  choices.integrations.filter((i) => INTEGRATION_PROVIDERS[i.provider].kind === kind);

export function newAction(type: AutomationAction['type'], choices: RuleChoices): AutomationAction {
  const first = team(choices)[0]?.userId ?? '';
  switch (type) {
    case 'assign':
      return { type, assigneeId: first };
    case 'set-priority':
      return { type, priority: 'high' };
    case 'set-status':
      return { type, status: 'in_progress' };
    case 'notify':
      return { type, channel: 'in-app', userIds: [first] };
    case 'post-message':
      return { type, integrationId: ofKind(choices, 'notifier')[0]?.id ?? '' };
    case 'create-ticket':
      return { type, integrationId: ofKind(choices, 'tracker')[0]?.id ?? '' };
    case 'send-webhook':
      return { type };
  }
}

/** A choice among a shared enum's values (priority, status, author kind), each worded by `text`. */
function EnumSelect<V extends string>({
  label,
  values,
  value,
  text,
  onChange,
}: {
  label: string;
  values: readonly V[];
  value: V;
  text: (value: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <Select label={label} value={value} onChange={(e) => onChange(values.find((v) => v === e.target.value) ?? value)}>
      {values.map((v) => (
        <option key={v} value={v}>
          {text(v)}
        </option>
      ))}
    </Select>
  );
}

function Remove({ onRemove, label }: { onRemove: () => void; label: string }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onRemove}>
      <Trash2 className="h-4 w-4" aria-hidden />
    </Button>
  );
}

export function ConditionEditor({
  condition,
  choices,
  onChange,
  onRemove,
}: {
  condition: AutomationCondition;
  choices: RuleChoices;
  onChange: (c: AutomationCondition) => void;
  onRemove: () => void;
}) {
  // ARIA's words for its detectors and severities are in its own namespace.
  const { t } = useTranslation(['automation', 'aria']);
  const label = t(`conditions.${condition.type}`);
  let field;
  switch (condition.type) {
    case 'project':
      field = (
        <Select
          label={label}
          value={condition.projectIds[0] ?? ''}
          onChange={(e) => onChange({ ...condition, projectIds: [e.target.value] })}
        >
          {choices.projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      );
      break;
    case 'page-url':
      field = (
        <Input
          label={label}
          placeholder="https://shop.example.com/checkout*"
          value={condition.pattern}
          onChange={(e) => onChange({ ...condition, pattern: e.target.value })}
        />
      );
      break;
    case 'priority':
      field = (
        <EnumSelect
          label={label}
          values={Priority.options}
          value={condition.priorities[0]!}
          text={(p) => t(`priority.${p}`, { ns: 'comments' })}
          onChange={(p) => onChange({ ...condition, priorities: [p] })}
        />
      );
      break;
    case 'status':
      field = (
        <EnumSelect
          label={label}
          values={CommentStatus.options}
          value={condition.statuses[0]!}
          text={(s) => t(`status.${s}`, { ns: 'comments' })}
          onChange={(s) => onChange({ ...condition, statuses: [s] })}
        />
      );
      break;
    case 'author':
      field = (
        <EnumSelect
          label={label}
          values={AuthorKind.options}
          value={condition.kinds[0]!}
          text={(k) => t(`authorKinds.${k}`)}
          onChange={(k) => onChange({ ...condition, kinds: [k] })}
        />
      );
      break;
    case 'text-contains':
      field = <Input label={label} value={condition.text} onChange={(e) => onChange({ ...condition, text: e.target.value })} />;
      break;
    case 'labels':
      // Comma-separated as typed; the server trims and lower-cases each label when the rule is saved.
      field = (
        <Input
          label={label}
          hint={t('labelsHint')}
          value={condition.labels.join(',')}
          onChange={(e) => onChange({ ...condition, labels: e.target.value.split(',') })}
        />
      );
      break;
    case 'aria-detector':
      field = (
        <EnumSelect
          label={label}
          values={ARIA_DETECTORS}
          value={condition.detectors[0]!}
          text={(d) => t(`detectors.${d}`, { ns: 'aria' })}
          onChange={(d) => onChange({ ...condition, detectors: [d] })}
        />
      );
      break;
    case 'aria-severity':
      field = (
        <EnumSelect
          label={label}
          values={ARIA_SEVERITIES}
          value={condition.severity}
          text={(severity) => t('profile.orWorse', { ns: 'aria', severity: t(`severities.${severity}`, { ns: 'aria' }) })}
          onChange={(severity) => onChange({ ...condition, severity })}
        />
      );
      break;
    case 'aria-rule':
      field = (
        <EnumSelect
          label={label}
          values={ARIA_RULE_IDS}
          value={condition.rules[0]!}
          text={(rule) => rule}
          onChange={(rule) => onChange({ ...condition, rules: [rule] })}
        />
      );
      break;
  }
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">{field}</div>
      <Remove onRemove={onRemove} label={t('removeCondition', { what: label })} />
    </div>
  );
}

export function ActionEditor({
  action,
  choices,
  onChange,
  onRemove,
}: {
  action: AutomationAction;
  choices: RuleChoices;
  onChange: (a: AutomationAction) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('automation');
  const label = t(`actions.${action.type}`);
  const memberSelect = (value: string, set: (id: string) => void, fieldLabel: string) => (
    <Select label={fieldLabel} value={value} onChange={(e) => set(e.target.value)}>
      {team(choices).map((m) => (
        <option key={m.userId} value={m.userId}>
          {m.displayName}
        </option>
      ))}
    </Select>
  );
  const integrationSelect = (kind: 'tracker' | 'notifier', value: string, set: (id: string) => void) =>
    ofKind(choices, kind).length === 0 ? (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">
        {label}: {t(kind === 'tracker' ? 'noTracker' : 'noNotifier')}
      </p>
    ) : (
      <Select label={label} value={value} onChange={(e) => set(e.target.value)}>
        {ofKind(choices, kind).map((i) => (
          <option key={i.id} value={i.id}>
            {INTEGRATION_PROVIDERS[i.provider].name} · {i.accountLabel}
          </option>
        ))}
      </Select>
    );
  let field;
  switch (action.type) {
    case 'assign':
      field = memberSelect(action.assigneeId, (assigneeId) => onChange({ ...action, assigneeId }), label);
      break;
    case 'set-priority':
      field = (
        <EnumSelect
          label={label}
          values={Priority.options}
          value={action.priority}
          text={(p) => t(`priority.${p}`, { ns: 'comments' })}
          onChange={(priority) => onChange({ ...action, priority })}
        />
      );
      break;
    case 'set-status':
      field = (
        <EnumSelect
          label={label}
          values={CommentStatus.options}
          value={action.status}
          text={(s) => t(`status.${s}`, { ns: 'comments' })}
          onChange={(status) => onChange({ ...action, status })}
        />
      );
      break;
    case 'notify':
      field = (
        <div className="grid gap-2 sm:grid-cols-2">
          {memberSelect(action.userIds[0] ?? '', (id) => onChange({ ...action, userIds: [id] }), label)}
          <Select
            label={t('channel')}
            value={action.channel}
            onChange={(e) => onChange({ ...action, channel: e.target.value === 'email' ? 'email' : 'in-app' })}
          >
            <option value="in-app">{t('channels.in-app')}</option>
            <option value="email">{t('channels.email')}</option>
          </Select>
        </div>
      );
      break;
    case 'post-message':
      field = integrationSelect('notifier', action.integrationId, (integrationId) => onChange({ ...action, integrationId }));
      break;
    case 'create-ticket':
      field = integrationSelect('tracker', action.integrationId, (integrationId) => onChange({ ...action, integrationId }));
      break;
    case 'send-webhook':
      field = <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('webhookHint')}</p>;
      break;
  }
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">{field}</div>
      <Remove onRemove={onRemove} label={t('removeAction', { what: label })} />
    </div>
  );
}
