/*
 * Toasts go through here so sonner stays out of the first route's JavaScript: the Toaster is
 * mounted with the first toast, and sonner replays toasts raised before it subscribed.
 */
let toasterNeeded = false;
const listeners = new Set<() => void>();

export const isToasterNeeded = () => toasterNeeded;

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface NotifyOptions {
  /**
   * Parts of the message kept on one line: an access code ('MB-7K2QXP') would otherwise break at its
   * hyphen, and half a code on each line is easily copied wrong.
   */
  unbroken?: readonly string[];
}

function show(kind: 'success' | 'error', message: string, options?: NotifyOptions): void {
  if (!toasterNeeded) {
    toasterNeeded = true;
    listeners.forEach((listener) => listener());
  }
  const unbroken = options?.unbroken;
  void Promise.all([import('sonner'), unbroken ? import('./toastText') : undefined]).then(([{ toast }, text]) => {
    // A success supersedes what came before it (the failed attempts it follows): those toasts are dismissed.
    if (kind === 'success') toast.dismiss();
    toast[kind](text && unbroken ? text.keepWhole(message, unbroken) : message);
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
};
