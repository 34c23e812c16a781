import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentKeys } from '../../content/contentKeys';
import {
  categoriesQuery,
  partnersQuery,
  postQuery,
  postsQuery,
  serviceQuery,
  siteMapQuery,
  teamMembersQuery,
} from '../../content/contentQueries';
import { forgetUserDataOnSessionChange } from './queryClient';
import { setSession, type Session } from './session';

const sessionOf = (id: string, accessToken = `token-${id}`): Session => ({
  accessToken,
  expiresIn: 900,
  user: { id, email: `${id}@shop.ca`, role: 'client' },
});

const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => String(query.queryKey[0]))
    .sort();

describe("the cache across users' sessions", () => {
  let stop = () => {};
  afterEach(() => stop());

  function cacheOf(session: Session | null) {
    setSession(session);
    const client = new QueryClient();
    stop = forgetUserDataOnSessionChange(client);
    const fill = () => {
      client.setQueryData(['portal', 'client'], { businessName: 'Prairie Bakery' });
      client.setQueryData(['clients', 'list'], []);
      client.setQueryData(['content', 'partners'], []);
    };
    fill();
    return { client, fill };
  }

  it("keeps a user's data while the same user's token is refreshed", () => {
    const { client } = cacheOf(sessionOf('ada'));
    setSession(sessionOf('ada', 'refreshed-token'));
    expect(keys(client)).toEqual(['clients', 'content', 'portal']);
  });

  it("drops a user's data at sign-out, keeping the site's public content", () => {
    const { client } = cacheOf(sessionOf('ada'));
    setSession(null);
    expect(keys(client)).toEqual(['content']);
    expect(client.getQueryData(['portal', 'client'])).toBeUndefined();
  });

  it("drops it when another user signs in over it, and the next user's data stays", () => {
    const { client, fill } = cacheOf(sessionOf('ada'));
    setSession(sessionOf('lena'));
    expect(keys(client)).toEqual(['content']);
    fill();
    setSession(sessionOf('lena', 'refreshed-token'));
    expect(keys(client)).toEqual(['clients', 'content', 'portal']);
  });

  it('reads again, as the new user, a read on screen whose request the change of user cut short', async () => {
    // A page opened while its session is being restored: its first read starts before the user is known.
    const { client } = cacheOf(null);
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['team', 'invitation', 'token'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
      retry: false,
    });
    const shown: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => shown.push(result.data));
    try {
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      setSession(sessionOf('ada'));
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      answers[0]!('read before the session');
      answers[1]!('read as ada');
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('read as ada'));
      expect(shown).not.toContain('read before the session');
    } finally {
      unsubscribe();
    }
  });

  it("keeps every public content read, and drops the team's posts (drafts among them) with the user", () => {
    const { client } = cacheOf(sessionOf('ada'));
    const publicReads = [
      partnersQuery(),
      postsQuery({ page: 1 }),
      postQuery('five-website-fixes'),
      categoriesQuery(),
      teamMembersQuery(),
      serviceQuery('web-development'),
      siteMapQuery(),
    ].map((query) => query.queryKey);
    const teamReads = [contentKeys.adminPosts.recent, contentKeys.adminPosts.page(2), contentKeys.adminPosts.one('p1')];
    for (const key of [...publicReads, ...teamReads]) client.setQueryData(key, []);

    setSession(null);

    for (const key of publicReads) expect(client.getQueryData(key), JSON.stringify(key)).toEqual([]);
    for (const key of teamReads) expect(client.getQueryData(key), JSON.stringify(key)).toBeUndefined();
  });
});
