import { createElement, Fragment, type ReactNode } from 'react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A toast's message with each unbroken part in a span that does not wrap; the text itself is unchanged.
 * Loaded with sonner, when a toast first needs it, not with the first route.
 */
export function keepWhole(message: string, unbroken: readonly string[]): ReactNode {
  const parts = unbroken.filter((part) => part !== '' && message.includes(part));
  if (parts.length === 0) return message;
  const pattern = new RegExp(`(${parts.map(escape).join('|')})`);
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
