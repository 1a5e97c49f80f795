import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { fieldClass } from '../../components/ui/input.tsx';
import { SegmentedControl } from '../../components/ui/segmented-control.tsx';
import type { DateRange, RangePreset } from './date-range.ts';

const PRESETS: readonly RangePreset[] = ['7', '30', '90', 'custom'];

/** One end of the custom range: a compact date input, named for screen readers only. */
function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={cn(fieldClass, 'h-8 w-auto py-1')}
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

export function RangePicker({
  preset,
  custom,
  onPreset,
  onCustom,
}: {
  preset: RangePreset;
  custom: DateRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: DateRange) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SegmentedControl
        label={t('range.label')}
        options={PRESETS.map((option) => ({
          value: option,
          label: option === 'custom' ? t('range.custom') : t('range.days', { count: Number(option) }),
        }))}
        value={preset}
        onChange={onPreset}
      />
      {preset === 'custom' && (
        <div className="flex items-center gap-1.5">
          <DateField
            id="range-start"
            label={t('range.start')}
            value={custom.start}
            max={custom.end}
            onChange={(start) => onCustom({ ...custom, start })}
          />
          <span aria-hidden className="text-zinc-400">
            –
          </span>
          <DateField
            id="range-end"
            label={t('range.end')}
            value={custom.end}
            min={custom.start}
            onChange={(end) => onCustom({ ...custom, end })}
          />
        </div>
      )}
    </div>
  );
}
