import { useCallback, useEffect, useRef } from 'react';

const gone = AbortSignal.abort();

/**
 * The abort signal of the component's current mount, aborted when it unmounts. The steps' waits and
 * polls stop with it, and whatever follows them (a navigation, the address, the cache) is skipped once
 * the screen has gone: signed out, or left, in the meantime. Read it where the work continues, not
 * before: a development remount (StrictMode) aborts the first mount's signal and makes a new one.
 */
export function useMountedSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal ?? gone, []);
}
