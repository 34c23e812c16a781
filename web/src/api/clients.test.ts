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
});
