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

function show(kind: 'success' | 'error', message: string): void {
  if (!toasterNeeded) {
    toasterNeeded = true;
    listeners.forEach((listener) => listener());
  }
  void import('sonner').then(({ toast }) => {
    // A success supersedes what came before it (the failed attempts it follows): those toasts are dismissed.
    if (kind === 'success') toast.dismiss();
    toast[kind](message);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
