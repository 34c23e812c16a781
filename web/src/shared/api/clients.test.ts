import { beforeEach, describe, expect, it, vi } from 'vitest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const session = (accessToken: string, role: 'admin' | 'client' = 'admin') => ({
  accessToken,
  expiresIn: 900,
  user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'team@maplebuilders.ca', role },
});

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

// The clients capture fetch when they are created, so each test imports a fresh module graph.
async function loadClients() {
  vi.resetModules();
  vi.stubGlobal('fetch', fetchMock);
  const clients = await import('./clients');
  const store = await import('./session');
  return { ...clients, ...store };
}

const calls = () =>
  fetchMock.mock.calls.map(([request]) => [request.method, new URL(request.url).pathname, request.headers.get('Authorization')]);

describe('API clients', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('sends the in-memory access token as a bearer token', async () => {
    const { leadsApi, setSession } = await loadClients();
    setSession(session('token-1'));
    fetchMock.mockResolvedValueOnce(json({ items: [], total: 0 }));

    const { data } = await leadsApi.GET('/admin/inquiries');

    expect(data).toEqual({ items: [], total: 0 });
    expect(calls()).toEqual([['GET', '/api/leads/admin/inquiries', 'Bearer token-1']]);
  });

  it('refreshes once on a 401 and retries the request with the new token', async () => {
    const { leadsApi, setSession, getAccessToken } = await loadClients();
    setSession(session('expired'));
    fetchMock
      .mockResolvedValueOnce(json({ statusCode: 401 }, 401))
      .mockResolvedValueOnce(json(session('token-2')))
      .mockResolvedValueOnce(json({ id: 'x', status: 'contacted' }));

    const { data, response } = await leadsApi.PATCH('/admin/inquiries/{inquiryId}', {
      params: { path: { inquiryId: '7f1c2a4e-0000-4000-8000-000000000001' } },
      body: { status: 'contacted' },
    });

    expect(response.status).toBe(200);
    expect(data).toMatchObject({ status: 'contacted' });
    expect(calls()).toEqual([
      ['PATCH', '/api/leads/admin/inquiries/7f1c2a4e-0000-4000-8000-000000000001', 'Bearer expired'],
      ['POST', '/api/identity/auth/refresh', null],
      ['PATCH', '/api/leads/admin/inquiries/7f1c2a4e-0000-4000-8000-000000000001', 'Bearer token-2'],
    ]);
    expect(await fetchMock.mock.calls[2]![0].json()).toEqual({ status: 'contacted' });
    expect(getAccessToken()).toBe('token-2');
  });

  it('signs out and returns the 401 when the refresh fails', async () => {
    const { leadsApi, setSession, getSessionState } = await loadClients();
    setSession(session('expired'));
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({}, 401));

    const { response } = await leadsApi.GET('/admin/inquiries');

    expect(response.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSessionState()).toEqual({ status: 'ready', session: null });
  });

  it('shares one refresh between concurrent callers, since the refresh token rotates', async () => {
    const { refreshSession } = await loadClients();
    fetchMock.mockResolvedValueOnce(json(session('token-3')));

    const [first, second] = await Promise.all([refreshSession(), refreshSession()]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first?.accessToken).toBe('token-3');
    expect(second).toBe(first);
  });

  describe('an access-code session', () => {
    const codeSession = session('code-token', 'client');

    it('is signed in again with the code the tab keeps when there is no refresh cookie (after a reload)', async () => {
      const { refreshSession, getAccessToken } = await loadClients();
      sessionStorage.setItem('onboarding_access_code', 'MB-7K2QXP');
      fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json(codeSession));

      const restored = await refreshSession();

      expect(restored?.accessToken).toBe('code-token');
      expect(getAccessToken()).toBe('code-token');
      expect(calls()).toEqual([
        ['POST', '/api/identity/auth/refresh', null],
        ['POST', '/api/identity/auth/access-code', null],
      ]);
      expect(await fetchMock.mock.calls[1]![0].json()).toEqual({ code: 'MB-7K2QXP' });
    });

    it('is signed in again when its token has expired, and the request is retried', async () => {
      const { leadsApi, setSession } = await loadClients();
      sessionStorage.setItem('onboarding_access_code', 'MB-7K2QXP');
      setSession(session('expired', 'client'));
      fetchMock
        .mockResolvedValueOnce(json({}, 401))
        .mockResolvedValueOnce(json({}, 401))
        .mockResolvedValueOnce(json(codeSession))
        .mockResolvedValueOnce(json({ items: [], total: 0 }));

      const { response } = await leadsApi.GET('/admin/inquiries');

      expect(response.status).toBe(200);
      expect(calls().at(-1)).toEqual(['GET', '/api/leads/admin/inquiries', 'Bearer code-token']);
    });

    it('ends, and the tab forgets the client, when the code no longer works', async () => {
      const { refreshSession, getSessionState } = await loadClients();
      sessionStorage.setItem('onboarding_access_code', 'MB-7K2QXP');
      sessionStorage.setItem('onboarding_client_email', 'ada@bakery.ca');
      sessionStorage.setItem('onboarding_client_id', '6f1c2a4e-0000-4000-8000-000000000009');
      fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({ code: 'IDENTITY_ACCESS_CODE_INVALID' }, 401));

      expect(await refreshSession()).toBeNull();
      expect(getSessionState()).toEqual({ status: 'ready', session: null });
      expect(sessionStorage.getItem('onboarding_access_code')).toBeNull();
      expect(sessionStorage.getItem('onboarding_client_email')).toBeNull();
      expect(sessionStorage.getItem('onboarding_client_id')).toBeNull();
    });

    it('keeps the code when signing in again fails for another reason (the network, the server)', async () => {
      const { refreshSession } = await loadClients();
      sessionStorage.setItem('onboarding_access_code', 'MB-7K2QXP');
      fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({}, 503));

      expect(await refreshSession()).toBeNull();
      expect(sessionStorage.getItem('onboarding_access_code')).toBe('MB-7K2QXP');
    });

    it('is not tried without a code in the tab', async () => {
      const { refreshSession } = await loadClients();
      fetchMock.mockResolvedValueOnce(json({}, 401));
      expect(await refreshSession()).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('signing out', () => {
    it('revokes the session, drops it and makes the tab forget the client (but not the chosen package)', async () => {
      const { endSession, setSession, getSessionState } = await loadClients();
      setSession(session('token-5', 'client'));
      sessionStorage.setItem('onboarding_access_code', 'MB-7K2QXP');
      sessionStorage.setItem('onboarding_client_email', 'ada@bakery.ca');
      sessionStorage.setItem('onboarding_client_id', '6f1c2a4e-0000-4000-8000-000000000009');
      sessionStorage.setItem('selected_package', 'Growth');
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));

      await endSession();

      expect(calls()).toEqual([['POST', '/api/identity/auth/logout', null]]);
      expect(getSessionState()).toEqual({ status: 'ready', session: null });
      expect(Object.keys({ ...sessionStorage })).toEqual(['selected_package']);
    });

    it('keeps everything when the sign-out is refused', async () => {
      const { endSession, setSession, getAccessToken } = await loadClients();
      setSession(session('token-6', 'client'));
      sessionStorage.setItem('onboarding_client_email', 'ada@bakery.ca');
      fetchMock.mockResolvedValueOnce(json({}, 500));

      await expect(endSession()).rejects.toThrow('Sign-out failed with status 500');
      expect(getAccessToken()).toBe('token-6');
      expect(sessionStorage.getItem('onboarding_client_email')).toBe('ada@bakery.ca');
    });
  });
});
