import { createElement, Fragment, type ReactNode } from 'react';

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

/** The message with each unbroken part in a span that does not wrap; the text itself is unchanged. */
function keepWhole(message: string, unbroken: readonly string[]): ReactNode {
  const parts = unbroken.filter((part) => part !== '' && message.includes(part));
  if (parts.length === 0) return message;
  const pattern = new RegExp(`(${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return createElement(
    Fragment,
    null,
    ...message
      .split(pattern)
      .map((piece, index) =>
        parts.includes(piece) ? createElement('span', { key: index, style: { whiteSpace: 'nowrap' } }, piece) : piece,
      ),
  );
}

function show(kind: 'success' | 'error', message: string, options?: NotifyOptions): void {
  if (!toasterNeeded) {
    toasterNeeded = true;
    listeners.forEach((listener) => listener());
  }
  const content = options?.unbroken ? keepWhole(message, options.unbroken) : message;
  void import('sonner').then(({ toast }) => toast[kind](content));
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
};
