import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ComponentProps } from 'react';

type DialogContentProps = ComponentProps<typeof Dialog.Content>;

/**
 * A dialog's content that gives focus back, when it closes, to what had it when it opened: the button,
 * row or stage that opened it. Radix returns focus only to its own Trigger, and these dialogs are
 * opened from buttons of their own (or by a timer), so without this focus would fall to the page's body.
 * The content renders only while open, so what has focus at its first render is the opener.
 */
export function DialogContent({ onCloseAutoFocus, ...props }: DialogContentProps) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected || opener === document.body) return;
    event.preventDefault();
    opener.focus();
  };
  return <Dialog.Content {...props} onCloseAutoFocus={returnFocus} />;
}
