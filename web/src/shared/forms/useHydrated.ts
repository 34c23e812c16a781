import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while a server-rendered page is being hydrated, true from then on (and at once in a page the
 * browser renders itself). A form the server rendered cannot be sent before its handlers are attached:
 * the browser would send it as a GET, with what was typed in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
