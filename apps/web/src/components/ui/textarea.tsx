import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldMessage } from './field-message.tsx';
import { fieldClass } from './input.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, hideLabel = false, error, hint, id, className, ...rest }: TextareaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const messageId = `${fieldId}-message`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className={cn('block text-sm font-medium text-zinc-700 dark:text-zinc-300', hideLabel && 'sr-only')}>
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(fieldClass, 'min-h-20 resize-y', error && 'border-red-500 dark:border-red-500', className)}
        {...rest}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
