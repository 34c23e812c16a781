import { hydrate, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { readHandOver } from '../../app/ssr/handOver';
import { queryClient } from './queryClient';

// A server-rendered page's content reads fill the cache before its sections first render, so they
// hydrate with the data the server rendered. This module loads with the first such section.
if (!import.meta.env.SSR) {
  const handOver = readHandOver();
  if (handOver) hydrate(queryClient, handOver.queries);
}

/**
 * Wraps the route groups and page sections that use react-query. It is not at the root so the first
 * route stays within its JavaScript budget; every group shares the one client and its cache. A client
 * provided above (a test's, or a server render's per request) is used instead.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
