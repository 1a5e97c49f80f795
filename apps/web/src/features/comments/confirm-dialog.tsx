import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../components/ui/button.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  /** When set, the confirm button stays disabled until this exact text is typed. */
  typeToConfirm?: string;
  onConfirm: () => void;
}

/** A destructive action asked about once: focus is trapped, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  error,
  typeToConfirm,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('comments');
  const [typed, setTyped] = useState('');
  const blocked = typeToConfirm !== undefined && typed.trim() !== typeToConfirm;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-zinc-200 bg-white p-5 shadow-xl dark:border-zinc-800 dark:bg-zinc-900">
          <Dialog.Title className="text-base font-semibold text-zinc-900 dark:text-zinc-100">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{description}</div>
          </Dialog.Description>
          {typeToConfirm !== undefined && (
            <label className="mt-4 block text-sm text-zinc-700 dark:text-zinc-300">
              <Trans
                t={t}
                i18nKey="confirm.type"
                values={{ text: typeToConfirm }}
                components={{ b: <strong className="font-semibold" /> }}
              />
              <input
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                className="mt-1.5 block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
              />
            </label>
          )}
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('actions.cancel', { ns: 'common' })}</Button>
            </Dialog.Close>
            <Button variant="danger" busy={busy} disabled={blocked} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
