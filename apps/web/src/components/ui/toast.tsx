import * as RadixToast from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOAST } from '@commentflow/shared';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from '../../lib/toast/toast.ts';
import type { ToastVariant } from '../../lib/toast/toast-store.ts';

const VARIANTS: Record<ToastVariant, { box: string; icon: typeof Info; iconClass: string }> = {
  default: { box: 'border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900', icon: Info, iconClass: 'text-zinc-500' },
  success: {
    box: 'border-emerald-200 bg-white dark:border-emerald-500/30 dark:bg-zinc-900',
    icon: CheckCircle2,
    iconClass: 'text-emerald-600 dark:text-emerald-400',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 dark:border-amber-500/30 dark:bg-amber-950/60',
    icon: AlertTriangle,
    iconClass: 'text-amber-600 dark:text-amber-400',
  },
  destructive: {
    box: 'border-red-200 bg-red-50 dark:border-red-500/30 dark:bg-red-950/60',
    icon: XCircle,
    iconClass: 'text-red-600 dark:text-red-400',
  },
};

/** Renders the toast store with Radix Toast: 5,000 ms each, swipe right past 50 px dismisses (docs/product/limits.md). */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation('common');
  return (
    <RadixToast.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
      label={t('toast.announce')}
    >
      {toasts.map((item) => {
        const style = VARIANTS[item.variant];
        const Icon = style.icon;
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => !open && dismissToast(item.id)}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={item.variant}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
              'transition-opacity data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:transition-transform',
              style.box,
            )}
          >
            <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', style.iconClass)} aria-hidden />
            <div className="min-w-0 flex-1">
              {item.title && (
                <RadixToast.Title className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{item.title}</RadixToast.Title>
              )}
              {item.description && (
                <RadixToast.Description className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-300">
                  {item.description}
                </RadixToast.Description>
              )}
              {item.action && (
                <RadixToast.Action altText={item.action.label} asChild>
                  <button
                    type="button"
                    onClick={item.action.onClick}
                    className="mt-2 rounded-md border border-zinc-300 px-2.5 py-1 text-xs font-medium text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
                  >
                    {item.action.label}
                  </button>
                </RadixToast.Action>
              )}
            </div>
            <RadixToast.Close
              aria-label={t('toast.close')}
              className="absolute top-3 right-3 rounded p-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
            >
              <X className="h-3.5 w-3.5" aria-hidden />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        label={t('toast.region')}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2"
      />
    </RadixToast.Provider>
  );
}
