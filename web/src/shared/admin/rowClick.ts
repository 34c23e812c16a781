import type { MouseEvent } from 'react';

/**
 * A row's click handler that opens the row, except when the click was on one of the row's own
 * controls (its status dropdown, its links). The row's name button is the keyboard's way in.
 */
export const openOnRowClick = (open: () => void) => (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a, button, select, input, label') === null) open();
};
