import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { loadMessages } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { AboutPage } from './AboutPage';
import { renderPage } from '../../../shared/test/renderPage';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const signedUrl = '/api/content/documents/mission-paper?expires=1795000000&signature=' + 'a'.repeat(43);

/** A stand-in for the tab window.open returns. */
function fakeTab() {
  return { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
}

async function renderAbout() {
  // Awaited, so React retries the lazy carousel once its code arrives.
  await act(async () => {
    renderPage('/about', <AboutPage />);
  });
  return screen.findByRole('heading', { level: 1 });
}

describe('AboutPage', () => {
  beforeAll(() => loadMessages('about'));
  beforeEach(() => {
    get.mockReset();
  });

  it('shows the hero, the story carousel, the profit split and the calls to action', async () => {
    expect((await renderAbout()).textContent).toBe('Local students. Local businesses. Growing together.');
    expect(screen.getByText(/agency in Edmonton|Edmonton agency/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Our story so far' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Profit Distribution' })).toBeTruthy();

    // With no partner registration form configured, Partner With Us stays on the site: the proposal form.
    const partner = screen.getByRole('link', { name: 'Partner With Us' });
    expect(partner.getAttribute('href')).toBe('/proposal');
    expect(partner.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn More about the Student Workshop' }).getAttribute('href')).toBe('/workshop');
  });

  it('opens the configured partner registration form in a new tab, and says so', async () => {
    vi.stubEnv('VITE_PARTNER_REGISTRATION_URL', 'https://forms.example.com/partners');
    await renderAbout();
    const partner = screen.getByRole('link', { name: 'Partner With Us (opens in a new tab)' });
    expect(partner.getAttribute('href')).toBe('https://forms.example.com/partners');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
    vi.unstubAllEnvs();
  });

  it('opens the tab inside the click, then sends it to the signed mission paper link', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const pending = deferred<ReturnType<typeof ok>>();
    get.mockReturnValue(pending.promise as never);
    await renderAbout();

    await user.click(screen.getByRole('button', { name: /^Mission Paper/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(get).toHaveBeenCalledWith('/documents/{document}/link', { params: { path: { document: 'mission-paper' } } });

    pending.resolve(ok({ url: signedUrl, expiresAt: '2026-11-22T12:05:00Z' }));
    await vi.waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${signedUrl}`));
    expect(tab.close).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('closes the empty tab and says so when no link can be had', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    get.mockResolvedValue(failure(503) as never);
    await renderAbout();

    await user.click(screen.getByRole('button', { name: /^Mission Paper/ }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('We could not open the mission paper. Please try again.'));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
