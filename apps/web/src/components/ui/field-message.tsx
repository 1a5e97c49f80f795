import type { ReactNode } from 'react';

export interface FieldMessageProps {
  /** The id the field names in aria-describedby, so the message is read with it. */
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** Under a form field: its error, or without one its hint; nothing when it has neither. */
export function FieldMessage({ id, error, hint }: FieldMessageProps) {
  if (error) {
    return (
      <p id={id} className="text-sm text-red-600 dark:text-red-400">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={id} className="text-xs text-zinc-500 dark:text-zinc-400">
      {hint}
    </p>
  );
}
