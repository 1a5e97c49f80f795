import type { ComponentProps, ReactNode } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '../../lib/cn.ts';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

/** The floating panel: keyboard navigable (arrows, Home/End, typeahead), closes on Escape or outside press. */
export function DropdownMenuContent({ className, children, ...rest }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={8}
        collisionPadding={8}
        className={cn(
          'z-40 min-w-56 rounded-lg border border-zinc-200 bg-white p-1.5 shadow-lg focus:outline-none dark:border-zinc-800 dark:bg-zinc-900',
          className,
        )}
        {...rest}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2.5 py-1.5 text-left text-sm text-zinc-700 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-900 dark:text-zinc-300 dark:data-[highlighted]:bg-zinc-800 dark:data-[highlighted]:text-zinc-100';

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={cn(menuItemClass, className)} {...rest} />;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />;
}

export function DropdownMenuLabel({ children, className }: { children: ReactNode; className?: string }) {
  return <RadixMenu.Label className={cn('px-2.5 py-2', className)}>{children}</RadixMenu.Label>;
}
