import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AutomationTrigger,
  type AutomationAction,
  type AutomationCondition,
  type AutomationRuleInput,
  type TryAutomationRuleResponse,
} from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { ACTION_TYPES, ActionEditor, CONDITION_TYPES, ConditionEditor, newAction, newCondition, type RuleChoices } from './rule-parts.tsx';

/**
 * A rule being written: when, if, then. "Try it" shows which of the last threads it would act on
 * and what it would do, before anything is saved.
 */
export function RuleEditor({
  choices,
  onTry,
  onSave,
  onCancel,
}: {
  choices: RuleChoices;
  onTry: (rule: AutomationRuleInput) => Promise<TryAutomationRuleResponse>;
  onSave: (rule: AutomationRuleInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('automation');
  const [name, setName] = useState('');
  const [trigger, setTrigger] = useState<AutomationTrigger>('comment-created');
  const [conditions, setConditions] = useState<AutomationCondition[]>([]);
  const [actions, setActions] = useState<AutomationAction[]>([]);
  const [tried, setTried] = useState<TryAutomationRuleResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'try' | 'save' | null>(null);
  const rule: AutomationRuleInput = { name, trigger, conditions, actions };

  const run = async (step: 'try' | 'save') => {
    setBusy(step);
    setError(null);
    try {
      if (step === 'try') setTried(await onTry(rule));
      else await onSave(rule);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('save');
  };

  const replaceAt = <T,>(list: T[], index: number, item: T) => list.map((existing, i) => (i === index ? item : existing));
  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <FormAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label={t('name')} value={name} onChange={(e) => setName(e.target.value)} placeholder={t('namePlaceholder')} />
        <Select label={t('when')} value={trigger} onChange={(e) => setTrigger(AutomationTrigger.parse(e.target.value))}>
          {AutomationTrigger.options.map((option) => (
            <option key={option} value={option}>
              {t(`triggers.${option}`)}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('if')}</legend>
        {conditions.length === 0 && <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('noConditions')}</p>}
        {conditions.map((condition, index) => (
          <ConditionEditor
            key={index}
            condition={condition}
            choices={choices}
            onChange={(next) => setConditions(replaceAt(conditions, index, next))}
            onRemove={() => setConditions(conditions.filter((_, i) => i !== index))}
          />
        ))}
        <Select
          label={t('addCondition')}
          value=""
          onChange={(e) =>
            e.target.value && setConditions([...conditions, newCondition(e.target.value as AutomationCondition['type'], choices)])
          }
        >
          <option value="">{t('choose')}</option>
          {CONDITION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`conditions.${type}`)}
            </option>
          ))}
        </Select>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('then')}</legend>
        {actions.map((action, index) => (
          <ActionEditor
            key={index}
            action={action}
            choices={choices}
            onChange={(next) => setActions(replaceAt(actions, index, next))}
            onRemove={() => setActions(actions.filter((_, i) => i !== index))}
          />
        ))}
        <Select
          label={t('addAction')}
          value=""
          onChange={(e) => e.target.value && setActions([...actions, newAction(e.target.value as AutomationAction['type'], choices)])}
        >
          <option value="">{t('choose')}</option>
          {ACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`actions.${type}`)}
            </option>
          ))}
        </Select>
      </fieldset>
      {tried && (
        <section aria-label={t('tryResults')} className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
          <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
            {t('tryOutcome', { matched: tried.matches.length, tried: tried.tried })}
          </p>
          <ul className="space-y-1 text-sm text-zinc-600 dark:text-zinc-300">
            {tried.matches.map((match) => (
              <li key={match.commentId}>
                <span className="font-medium">“{match.body}”</span> — {match.actions.join(' · ')}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy === 'save'}>
          {t('save')}
        </Button>
        <Button variant="secondary" busy={busy === 'try'} onClick={() => void run('try')}>
          {t('tryIt')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
