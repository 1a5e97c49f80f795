import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { fieldClass } from '../../components/ui/input.tsx';
import { SegmentedControl } from '../../components/ui/segmented-control.tsx';
import type { DateRange, RangePreset } from './date-range.ts';

const PRESETS: readonly RangePreset[] = ['7', '30', '90', 'custom'];

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
          <label className="sr-only" htmlFor="range-start">
            {t('range.start')}
          </label>
          <input
            id="range-start"
            type="date"
            className={cn(fieldClass, 'h-8 w-auto py-1')}
            value={custom.start}
            max={custom.end}
            onChange={(e) => onCustom({ ...custom, start: e.target.value })}
          />
          <span aria-hidden className="text-zinc-400">
            –
          </span>
          <label className="sr-only" htmlFor="range-end">
            {t('range.end')}
          </label>
          <input
            id="range-end"
            type="date"
            className={cn(fieldClass, 'h-8 w-auto py-1')}
            value={custom.end}
            min={custom.start}
            onChange={(e) => onCustom({ ...custom, end: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}
