import { describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

describe('the onboarding client', () => {
  it("calls the gateway under the registry's public prefix, with the session's bearer token", async () => {
    vi.stubGlobal('fetch', fetchMock);
    const { onboardingApi } = await import('./onboardingClient');
    const { setSession } = await import('../shared/api/session');
    setSession({
      accessToken: 'token-7',
      expiresIn: 900,
      user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'a@b.ca', role: 'admin' },
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ totalClients: 1, activeProjects: 0, pendingOnboarding: 1, completed: 0 }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );

    const { data } = await onboardingApi.GET('/admin/clients/summary');

    expect(data?.totalClients).toBe(1);
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/onboarding/admin/clients/summary');
    expect(request.headers.get('Authorization')).toBe('Bearer token-7');
  });
});
