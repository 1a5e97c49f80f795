import { useId, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';

export interface FilterChoice {
  value: string;
  label: string;
  /** Shown to the right, muted: a thread count. */
  detail?: string;
}

/** The choices for a search text, asked of the server. */
export interface ChoicesState {
  /** Null while the first answer is on its way. */
  choices: FilterChoice[] | null;
  searching: boolean;
  /** More match than are listed: the person is told to type. */
  hasMore: boolean;
}

export interface FilterComboboxProps {
  /** The filter's name ("Author"), which also names the trigger and the search field. */
  label: string;
  /** The choice that removes the filter ("Any author"). */
  anyLabel: string;
  value: string | null;
  /** What the trigger shows for `value`, which may be outside the choices loaded. */
  valueLabel: string | null;
  placeholder: string;
  /** Runs only while the list is open, so a closed filter costs no request. */
  useChoices: (scope: string, text: string) => ChoicesState;
  /** What the choices are of: a workspace's or a project's id. */
  scope: string;
  onChange: (value: string | null) => void;
}

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-zinc-700 data-[selected=true]:bg-zinc-100 data-[selected=true]:text-zinc-900 dark:text-zinc-300 dark:data-[selected=true]:bg-zinc-800 dark:data-[selected=true]:text-zinc-100';
const ANY = '\u0000any';

/**
 * A filter over choices too many to list (the pages of a busy site, everyone who ever left feedback):
 * a button opening a searchable list (cmdk in a Radix popover). The server does the searching, so
 * the list holds a bounded number of choices whatever the workspace's size.
 */
export function FilterCombobox({ label, anyLabel, value, valueLabel, placeholder, useChoices, scope, onChange }: FilterComboboxProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const triggerId = useId();
  const pick = (next: string | null) => {
    setOpen(false);
    onChange(next);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <Popover.Trigger
        id={triggerId}
        aria-labelledby={`${labelId} ${triggerId}`}
        className={cn(fieldClass, 'flex h-9 items-center justify-between gap-2 py-1.5 text-left')}
      >
        <span className="truncate">{value ? (valueLabel ?? value) : anyLabel}</span>
        <ChevronsUpDown className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-40 w-[min(20rem,calc(100vw-1rem))] overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          <ChoiceSearch
            label={label}
            anyLabel={anyLabel}
            value={value}
            placeholder={placeholder}
            useChoices={useChoices}
            scope={scope}
            onPick={pick}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The open list: mounted only while the popover is open, and starting from an empty search each time. */
function ChoiceSearch({
  label,
  anyLabel,
  value,
  placeholder,
  useChoices,
  scope,
  onPick,
}: Pick<FilterComboboxProps, 'label' | 'anyLabel' | 'value' | 'placeholder' | 'useChoices' | 'scope'> & {
  onPick: (value: string | null) => void;
}) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState('');
  const { choices, searching, hasMore } = useChoices(scope, text.trim());
  return (
    <Command shouldFilter={false} label={label} loop>
      <Command.Input
        value={text}
        onValueChange={setText}
        placeholder={placeholder}
        className="h-10 w-full border-b border-zinc-200 bg-transparent px-3 text-sm text-zinc-900 outline-none placeholder:text-zinc-500 dark:border-zinc-800 dark:text-zinc-100 dark:placeholder:text-zinc-400"
      />
      <Command.List className="max-h-72 overflow-y-auto p-1">
        {!text.trim() && (
          <Command.Item value={ANY} onSelect={() => onPick(null)} className={ITEM}>
            <Check className={cn('h-4 w-4 shrink-0', value ? 'invisible' : 'text-indigo-600 dark:text-indigo-400')} aria-hidden />
            {anyLabel}
          </Command.Item>
        )}
        {choices?.map((choice) => (
          <Command.Item key={choice.value} value={choice.value} onSelect={() => onPick(choice.value)} className={ITEM}>
            <Check
              className={cn('h-4 w-4 shrink-0', choice.value === value ? 'text-indigo-600 dark:text-indigo-400' : 'invisible')}
              aria-hidden
            />
            <span className="min-w-0 flex-1 truncate">{choice.label}</span>
            {choice.detail && <span className="shrink-0 text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{choice.detail}</span>}
          </Command.Item>
        ))}
        {(choices === null || searching) && (
          <Command.Loading className="flex justify-center py-3 text-zinc-500">
            <Spinner size="sm" label={t('filters.searching')} />
          </Command.Loading>
        )}
        {choices?.length === 0 && !searching && (
          <p className="px-2 py-4 text-center text-sm text-zinc-500 dark:text-zinc-400">{t('filters.noMatch')}</p>
        )}
      </Command.List>
      {hasMore && (
        <p className="border-t border-zinc-200 px-3 py-2 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
          {t('filters.typeForMore')}
        </p>
      )}
    </Command>
  );
}
