import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClass } from './input.tsx';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, hideLabel = false, id, className, children, ...rest }: SelectProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className={cn('block text-sm font-medium text-zinc-700 dark:text-zinc-300', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select id={fieldId} className={cn(fieldClass, 'h-9 py-1.5 pr-8', className)} {...rest}>
        {children}
      </select>
    </div>
  );
}
