import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** Label of the icon-only close button. */
  closeLabel: string;
  className?: string;
}

/** The icon-only close button in a dialog's corner. */
function CloseButton({ label, className }: { label: string; className: string }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      className={cn(
        'absolute rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
        className,
      )}
    >
      <X className="h-4 w-4" aria-hidden />
    </RadixDialog.Close>
  );
}

const OVERLAY = 'fixed inset-0 z-50 bg-zinc-950/50 backdrop-blur-[2px]';

/** A centred modal dialog (Radix): focus trapped, Escape and the backdrop close it, a labelled close button. */
export function Dialog({ open, onOpenChange, title, description, children, footer, closeLabel, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={OVERLAY} />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-zinc-200 bg-white p-6 shadow-2xl focus:outline-none dark:border-zinc-800 dark:bg-zinc-900',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 text-base font-semibold text-zinc-900 dark:text-zinc-100">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{description}</RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
          <CloseButton label={closeLabel} className="top-4 right-4" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/** A panel sliding from the left edge (the mobile navigation drawer), with a visually hidden title. */
export function Sheet({ open, onOpenChange, title, closeLabel, children, className }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={OVERLAY} />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={cn('fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl focus:outline-none', className)}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {children}
          <CloseButton label={closeLabel} className="top-3 right-3" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
