/**
 * App-wide toasts (SPEC.md §9: 2–5 s, default 5 s, one visible at a time).
 * Chakra v3 toaster, see https://chakra-ui.com/docs/components/toast
 */
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

export const TOAST_DEFAULT_MS = 5000;

export const toaster = createToaster({
  placement: 'top',
  max: 1,
  duration: TOAST_DEFAULT_MS,
  pauseOnPageIdle: true,
});

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  title: string;
  description?: string;
  type?: NotifyType;
  /** Milliseconds, clamped to the 2–5 s of SPEC.md §9. */
  duration?: number;
}

/**
 * Shows a toast, replacing the visible one: with `max: 1` a second toast would otherwise wait
 * in the queue behind the first, and the newest message is the one that matters.
 */
export function notify({ title, description, type = 'info', duration = TOAST_DEFAULT_MS }: NotifyOptions): void {
  // Deferred: the toaster store flushes React synchronously, which React refuses while a
  // screen calls notify from an effect.
  queueMicrotask(() => {
    toaster.dismiss();
    toaster.create({
      title,
      description,
      type,
      duration: Math.min(5000, Math.max(2000, duration)),
      closable: true,
    });
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="gremlin.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
