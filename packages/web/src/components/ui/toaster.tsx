import { TOAST_DURATION } from '../../lib/toast-store';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** Document 000 section 9: 5000 ms, swipe right 50 px to dismiss, one at a time. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant ?? 'default'}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
