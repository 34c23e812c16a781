import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, identityApi } from '../../shared/api/clients';
import { onboardingApi } from '../onboardingClient';
import { queryClient } from '../../shared/api/queryClient';
import { getSessionState, setSession, type Session } from '../../shared/api/session';
import { App } from '../../app/App';
import { AuthProvider } from '../../identity/auth/AuthProvider';
import type * as NotifyModule from '../../shared/lib/notify';
import { deferred, ok } from '../../shared/test/apiResult';
import type { ClientView } from './portalSession';
import { clientRecord } from './testPortal';
import { contract, sentContract } from './steps/testSteps';

/*
 * The portal's routes as the App mounts them, across pages: what one client's session cached never
 * reaches the next client's, and a signature goes on to the video without bouncing back.
 */

vi.mock('../../shared/api/clients', () => ({
  identityApi: { POST: vi.fn() },
  leadsApi: { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn() },
  // The layout's reads of the site's content: nothing there.
  contentApi: {
    GET: vi.fn(async () => ({ data: { items: [], total: 0, page: 1, limit: 5 }, response: { ok: true, status: 200 } })),
  },
  refreshSession: vi.fn(),
  endSession: vi.fn(),
}));
vi.mock('../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../payments/paymentsClient', () => ({
  paymentsApi: { GET: vi.fn(async () => ok({ checkoutEnabled: true })), POST: vi.fn() },
}));
vi.mock('../../shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof NotifyModule>()),
  notify: { success: vi.fn(), error: vi.fn() },
}));

const sessionOf = (id: string, email: string): Session => ({
  accessToken: `token-${id}`,
  expiresIn: 3600,
  user: { id, email, role: 'client' },
});
const ADA = sessionOf('5d2e1c4b-0000-4000-8000-00000000000a', 'ada@bakery.ca');
const LENA = sessionOf('5d2e1c4b-0000-4000-8000-00000000000b', 'lena@florist.ca');

const record = (steps: Partial<ClientView>) => clientRecord(steps).data;
const florist = {
  businessName: 'Lakeside Florist',
  contactName: 'Lena Okafor',
  email: 'lena@florist.ca',
  packageLabel: 'Starter',
};

/** Every path the router has been at, in order. */
let visited: string[] = [];
function PathLog() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (visited.at(-1) !== pathname) visited.push(pathname);
  }, [pathname]);
  return <output data-testid="path">{pathname}</output>;
}
const currentPath = () => screen.getByTestId('path').textContent;

interface Reads {
  client: (userId: string | undefined) => ClientView | null;
  contract: (userId: string | undefined) => unknown;
}

/** GET answers by the signed-in user, as the server answers each client's own token. */
function answer({ client, contract: contractOf }: Reads) {
  vi.mocked(onboardingApi.GET).mockImplementation((async (path: string) => {
    const userId = getSessionState().session?.user.id;
    if (path === '/client') return ok(client(userId));
    if (path === '/client/contract') return contractOf(userId);
    if (path === '/portal-settings') return ok({ demoMode: false, welcomeVideo: null });
    throw new Error(`unexpected GET ${path}`);
  }) as never);
}

async function loadAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <App />
          <PathLog />
        </AuthProvider>
      </MemoryRouter>,
    );
  });
}

/** Records whether `text` is ever added to the page from now on, however briefly. */
function watchFor(text: string) {
  let seen = false;
  const observer = new MutationObserver((records) => {
    for (const { addedNodes, target } of records) {
      if ([...addedNodes, target].some((node) => node.textContent?.includes(text))) seen = true;
    }
  });
  observer.observe(document.body, { childList: true, characterData: true, subtree: true });
  return {
    seen: () => {
      observer.takeRecords().forEach(({ addedNodes }) => {
        if ([...addedNodes].some((node) => node.textContent?.includes(text))) seen = true;
      });
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

async function signOutThenInAsLena(user: ReturnType<typeof userEvent.setup>) {
  // The step's own Sign Out (the header has one too while a client is signed in).
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign Out' }));
  await vi.waitFor(() => expect(currentPath()).toBe('/onboarding'));
  await user.click(await screen.findByRole('tab', { name: 'Access Code' }));
  await user.type(screen.getByRole('textbox', { name: /^Access Code/ }), 'MB-LENA01');
  await user.click(screen.getByRole('button', { name: 'Continue with Access Code' }));
}

describe('the portal across pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./PortalPage'), import('./steps/StepScreen'), import('./ClientSignIn')]);
  });

  beforeEach(() => {
    visited = [];
    queryClient.clear();
    setSession(ADA);
    vi.mocked(identityApi.POST).mockImplementation((async (path: string) =>
      path === '/auth/access-code' ? ok(LENA) : ok(undefined, 204)) as never);
    // As clients.ts signs out: the session ends (the tab's keys are the sign-out test's in App.test.tsx).
    vi.mocked(endSession).mockImplementation(async () => setSession(null));
  });

  afterEach(() => {
    vi.mocked(onboardingApi.GET).mockReset();
    vi.mocked(onboardingApi.POST).mockReset();
  });

  it("never shows one client's contract to the next client signed in on the same tab", async () => {
    const user = userEvent.setup();
    const lenasContract = deferred<unknown>();
    answer({
      client: (userId) => record({ paymentCompleted: true, stepCompleted: userId === ADA.user.id ? 2 : 1 }),
      contract: (userId) => (userId === ADA.user.id ? sentContract() : lenasContract.promise),
    });
    await loadAt('/onboarding/contract');
    expect(await screen.findByRole('region', { name: 'Contract Sent Successfully!' })).toBeTruthy();
    expect(screen.getAllByText('Prairie Bakery').length).toBeGreaterThan(0);

    const adasData = watchFor('Prairie Bakery');
    try {
      await signOutThenInAsLena(user);
      // Lena's contract is still on its way: her page waits for it, with nothing of Ada's meanwhile.
      await vi.waitFor(() => expect(currentPath()).toBe('/onboarding/contract'));
      expect(await screen.findByText('Loading...')).toBeTruthy();
      await act(async () => lenasContract.resolve(contract({ summary: florist })));
      expect(await screen.findByText('Lakeside Florist')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Send Contract for Signature' })).toBeTruthy();
      expect(adasData.seen()).toBe(false);
    } finally {
      adasData.stop();
    }
  });

  it("guards the next client's steps with that client's own record", async () => {
    const user = userEvent.setup();
    answer({
      // Ada has signed; Lena has not paid yet.
      client: (userId) =>
        userId === ADA.user.id ? record({ paymentCompleted: true, contractSigned: true, stepCompleted: 3 }) : record({}),
      contract: () => sentContract({ status: 'signed' }),
    });
    await loadAt('/onboarding/video');
    expect(await screen.findByRole('button', { name: "I've Watched the Video" })).toBeTruthy();

    await signOutThenInAsLena(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeTruthy();
    // Her payment step stays: it does not take Ada's record (paid, signed) for hers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/onboarding/payment');
    expect(visited.slice(visited.indexOf('/onboarding'))).toEqual(['/onboarding', '/onboarding/payment']);
  });

  it('goes on to the video once after signing, while GET /client still lags behind the signature', async () => {
    const user = userEvent.setup();
    let readsSinceSigning = 0;
    answer({
      // The record shows the signature only from the third read after it.
      client: () => {
        const signing = vi.mocked(onboardingApi.POST).mock.calls.length > 0;
        if (signing) readsSinceSigning++;
        return record({ paymentCompleted: true, contractSigned: signing && readsSinceSigning > 2, stepCompleted: 2 });
      },
      contract: () => sentContract(),
    });
    vi.mocked(onboardingApi.POST).mockResolvedValue(sentContract({ status: 'signed' }) as never);
    await loadAt('/onboarding/contract');

    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Ada Moreau');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    const video = await screen.findByRole('button', { name: "I've Watched the Video" }, { timeout: 8_000 });
    expect(within(document.body).getByRole('heading', { level: 1, name: 'Welcome Video' })).toBeTruthy();
    // Settled there: no page sends the client back and forth.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(video.isConnected).toBe(true);
    expect(visited).toEqual(['/onboarding/contract', '/onboarding/video']);
  });
});
