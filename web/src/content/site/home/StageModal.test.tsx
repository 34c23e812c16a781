import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { StageModal, STAGE_MODAL_AUTO_CLOSE_MS } from './StageModal';

vi.mock('../../../shared/api/clients', () => ({ leadsApi: { POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(leadsApi.POST);
const stage = 2;
const receipt = { id: '7f1c2a4e-0000-4000-8000-000000000002', status: 'pending', createdAt: '2026-11-21T10:00:00Z' };

describe('StageModal', () => {
  beforeEach(() => {
    post.mockReset();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the stage copy with its CTA as the submit button', () => {
    render(<StageModal stage={stage} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Has Team, Needs Sales' });
    expect(dialog.textContent).toContain('Your team is ready, but your sales pipeline is not full.');
    expect(dialog.textContent).toContain('Turn your team into a sales engine');
    expect(dialog.textContent).toContain(
      'Our sales package starts at $2,000 a month, with one goal: at least double what you spend with us, or we pay you back.',
    );
    expect(screen.getByRole('button', { name: 'Scale Revenue Now' })).toBeTruthy();
  });

  it('requires an e-mail shape before sending', async () => {
    const user = userEvent.setup();
    render(<StageModal stage={stage} onClose={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Scale Revenue Now' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'owner@shop');
    await user.click(screen.getByRole('button', { name: 'Scale Revenue Now' }));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the stage number and e-mail, thanks, and closes itself after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClose = vi.fn();
    post.mockResolvedValue(ok(receipt, 201) as never);
    render(<StageModal stage={stage} onClose={onClose} />);

    await user.type(screen.getByLabelText('Email'), 'owner@shop.ca');
    await user.click(screen.getByRole('button', { name: 'Scale Revenue Now' }));

    expect(post).toHaveBeenCalledWith('/inquiries/stage', { body: { stage: 2, email: 'owner@shop.ca' } });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith("Thanks! We'll reach out to you soon.");
    expect(screen.queryByLabelText('Email')).toBeNull();

    act(() => vi.advanceTimersByTime(STAGE_MODAL_AUTO_CLOSE_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the form open with an error toast when sending fails', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(failure(429) as never);
    render(<StageModal stage={stage} onClose={() => undefined} />);

    await user.type(screen.getByLabelText('Email'), 'owner@shop.ca');
    await user.click(screen.getByRole('button', { name: 'Scale Revenue Now' }));

    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('closes on Maybe Later and on the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<StageModal stage={stage} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
