import { QueryClient, type Query } from '@tanstack/react-query';
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
 * user changes: at sign-out, when the server ends the session, at another user's sign-in, and when a
 * page's session is restored after its first reads started, so the next user never sees it, not even
 * for the moment a refetch takes. Reads no screen shows are removed; a read on screen starts again
 * empty, as the new user (its request in flight is cancelled, so waiting on it would wait forever). A
 * refreshed token for the same user keeps the cache.
 */
export function forgetUserDataOnSessionChange(client: QueryClient): () => void {
  let cachedFor = currentUserId();
  const predicate = (query: Query) => !isPublicContent(query.queryKey);
  return subscribeToSession(() => {
    const userId = currentUserId();
    if (userId === cachedFor) return;
    cachedFor = userId;
    client.removeQueries({ predicate, type: 'inactive' });
    void client.resetQueries({ predicate, type: 'active' });
  });
}

if (!import.meta.env.SSR) forgetUserDataOnSessionChange(queryClient);
