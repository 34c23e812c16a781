import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './HomePage';
import { WELCOME_POPUP_DELAY_MS, WELCOME_POPUP_KEY } from './welcomePopupFlag';

// The partners stay loading: these tests are about the rest of the page.
vi.mock('../../../shared/api/clients', () => ({
  leadsApi: { POST: vi.fn() },
  contentApi: { GET: vi.fn(() => new Promise(() => undefined)) },
}));

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

async function waitForPopupDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_MS);
  });
}

describe('HomePage welcome popup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears after 5 seconds and remembers when it is dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHome();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_MS - 500);
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await waitForPopupDelay();
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Free Website' });
    expect(screen.getByRole('link', { name: 'Get Started Now' }).getAttribute('href')).toBe('/free-website');
    // Radix takes pointer input from the page one render after the dialog mounts; a busy machine can see that frame.
    await vi.waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));

    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(dialog.isConnected).toBe(false);
    expect(localStorage.getItem(WELCOME_POPUP_KEY)).not.toBeNull();
  });

  it('gives the focus back to what had it when the popup opened', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHome();
    const stage = screen.getByRole('button', { name: 'Just Starting' });
    stage.focus();
    await waitForPopupDelay();
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Free Website' });
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(stage));
  });

  it('stays hidden once seen in this browser', async () => {
    localStorage.setItem(WELCOME_POPUP_KEY, 'true');
    renderHome();
    await waitForPopupDelay();
    await waitForPopupDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the stage modal from a stage bubble', async () => {
    localStorage.setItem(WELCOME_POPUP_KEY, 'true');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHome();
    await user.click(screen.getByRole('button', { name: 'Heavy Competition' }));
    expect(await screen.findByRole('dialog', { name: 'Heavy Competition' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Strategic Attack' })).toBeTruthy();
  });

  it('gives the focus back to the stage bubble when the stage modal closes', async () => {
    localStorage.setItem(WELCOME_POPUP_KEY, 'true');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHome();
    const bubble = screen.getByRole('button', { name: 'Behind Competition' });
    await user.click(bubble);
    const dialog = await screen.findByRole('dialog', { name: 'Behind Competition' });
    await vi.waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(bubble));
  });
});
