import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * useQuery for the public pages' content reads. In a server render it suspends until the read has
 * settled, so the HTML carries the content and the query cache handed to the browser holds it; in the
 * browser it is useQuery.
 */
export function usePublicQuery<Data, Key extends QueryKey>(options: UseQueryOptions<Data, Error, Data, Key>) {
  const client = useQueryClient();
  if (import.meta.env.SSR && options.enabled !== false) {
    const state = client.getQueryState(options.queryKey);
    // A thrown promise suspends the render until it settles; the render then reads the cache.
    if (!state || state.status === 'pending') throw client.prefetchQuery(options as Parameters<typeof client.prefetchQuery>[0]);
  }
  return useQuery(options);
}
