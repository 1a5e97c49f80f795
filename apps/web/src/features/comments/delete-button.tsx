import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

export interface DeleteButtonProps extends Omit<ConfirmDialogProps, 'typeToConfirm'> {
  label: string;
  className?: string;
}

/**
 * Deleting threads (one, or the checked ones), asked about once: the red button and the dialog it
 * opens. The caller keeps whether the dialog is open, and closes it when the deletion is done.
 */
export function DeleteButton({ label, className, open, onOpenChange, ...dialog }: DeleteButtonProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-red-600 hover:text-red-700 dark:text-red-400', className)}
        onClick={() => onOpenChange(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      <ConfirmDialog open={open} onOpenChange={onOpenChange} {...dialog} />
    </>
  );
}
