import { useEffect } from 'react';

/**
 * Reads a query again whenever the window takes focus back from another one (TanStack Query itself
 * listens for the tab becoming visible, not for that), so a live count is fresh when the team returns.
 */
export function useRefetchOnWindowFocus(refetch: () => Promise<unknown>): void {
  useEffect(() => {
    const refresh = () => void refetch();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refetch]);
}
