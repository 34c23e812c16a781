import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

type Move = (this: unknown, ...args: unknown[]) => void;
type Moves = Record<'push' | 'replace', Move>;

/** Makes every push and replace of the router's navigator ask `mayGo` first; gives back what undoes it. */
function guardMoves(navigator: unknown, mayGo: () => boolean): () => void {
  const moves = navigator as Moves;
  const { push, replace } = moves;
  const guarded =
    (go: Move): Move =>
    (...args) => {
      if (mayGo()) go.apply(moves, args);
    };
  moves.push = guarded(push);
  moves.replace = guarded(replace);
  return () => {
    moves.push = push;
    moves.replace = replace;
  };
}

/**
 * While `active` (a form with unsaved changes), leaving asks first: the browser's own prompt when the tab is
 * closed or reloaded (`beforeunload`), and `message` in a confirmation before the router goes elsewhere (a
 * link, a redirect). The SPA runs on a `BrowserRouter`, whose navigator every in-app move goes through; the
 * router's `useBlocker` needs a data router, whose code the public pages' first route cannot afford.
 * `release()` lets the next moves go without asking (after a save, the form leaves on purpose).
 */
export function useLeaveGuard(active: boolean, message: string) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const released = useRef(false);

  useEffect(() => {
    if (!active) return;
    released.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unguard = guardMoves(navigator, () => released.current || window.confirm(message));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unguard();
    };
  }, [active, message, navigator]);

  return {
    release: () => {
      released.current = true;
    },
  };
}
