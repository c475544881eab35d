import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { ToastVariant } from '../../lib/toast-store';

export const ToastProvider = ToastPrimitive.Provider;

/** Bottom right on wide screens, top on phones; at most 420px wide; F8 focuses it (Radix default hotkey). */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={cn(
        'fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function Toast({ className, variant = 'default', ...props }: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      data-testid="toast"
      className={cn(
        'toast-root pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn('absolute top-3 right-3 rounded-lg p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100', className)}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}
