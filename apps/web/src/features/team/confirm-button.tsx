import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/**
 * A destructive action that asks once, in place: the button turns into "Cancel / <confirm>" so the
 * keyboard stays where it was and nothing pops over the list.
 */
export function ConfirmButton({
  children,
  confirmLabel,
  question,
  onConfirm,
  busy,
  label,
}: {
  children: ReactNode;
  confirmLabel: string;
  question: string;
  onConfirm: () => void;
  busy?: boolean;
  /** The accessible name of the first button when it shows only an icon. */
  label?: string;
}) {
  const { t } = useTranslation('common');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="ghost" size="sm" aria-label={label} onClick={() => setAsking(true)}>
        {children}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={question} className="inline-flex items-center gap-1.5">
      <span className="hidden text-xs text-zinc-500 sm:inline dark:text-zinc-400">{question}</span>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        {t('actions.cancel')}
      </Button>
      <Button variant="danger" size="sm" busy={busy} autoFocus onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </span>
  );
}
