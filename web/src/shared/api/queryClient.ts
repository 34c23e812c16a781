import { QueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../content/contentKeys';
import { getSessionState, subscribeToSession } from './session';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** The site's public content: the same for everyone, so it outlives a change of user. */
const isPublicContent = (queryKey: readonly unknown[]) => queryKey[0] === contentKeys.all[0];

const currentUserId = () => getSessionState().session?.user.id;

/**
 * What one user's reads cached (a client's record and contract, the team's lists) goes as soon as the
 * user changes: at sign-out, when the server ends the session, and at another user's sign-in, so the
 * next user never sees it, not even for the moment a refetch takes. Removing a query also cancels its
 * request in flight. A refreshed token for the same user keeps the cache.
 */
export function forgetUserDataOnSessionChange(client: QueryClient): () => void {
  let cachedFor = currentUserId();
  return subscribeToSession(() => {
    const userId = currentUserId();
    if (userId === cachedFor) return;
    cachedFor = userId;
    client.removeQueries({ predicate: (query) => !isPublicContent(query.queryKey) });
  });
}

if (!import.meta.env.SSR) forgetUserDataOnSessionChange(queryClient);
