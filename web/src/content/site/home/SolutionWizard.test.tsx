import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { SolutionWizard } from './SolutionWizard';

vi.mock('../../../shared/api/clients', () => ({ leadsApi: { POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(leadsApi.POST);
const receipt = { id: '7f1c2a4e-0000-4000-8000-000000000001', status: 'pending', createdAt: '2026-11-21T10:00:00Z' };

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@shop.ca');
  await user.type(screen.getByLabelText('Phone'), '+1 (780) 555-0142');
}

describe('SolutionWizard', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('does nothing when continuing without a challenge', async () => {
    const user = userEvent.setup();
    render(<SolutionWizard />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'What is your biggest challenge right now?' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('goes to the contact form after choosing a challenge, with morning preselected', async () => {
    const user = userEvent.setup();
    render(<SolutionWizard />);
    await user.click(screen.getByRole('button', { name: 'Customer Churn' }));
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect((screen.getByLabelText('Preferred Time') as HTMLSelectElement).value).toBe('morning');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Customer Churn' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('blocks the submission until name, e-mail and a valid phone are given', async () => {
    const user = userEvent.setup();
    render(<SolutionWizard />);
    await user.click(screen.getByRole('button', { name: 'Declining Sales' }));
    await user.click(await screen.findByRole('button', { name: 'Schedule My Call' }));

    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@shop.ca');
    await user.type(screen.getByLabelText('Phone'), 'no digits');
    await user.click(screen.getByRole('button', { name: 'Schedule My Call' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  });

  it('shows Scheduling... while pending, then the thanks step, and Back to Start clears everything', async () => {
    const user = userEvent.setup();
    const pending = deferred<ReturnType<typeof ok>>();
    post.mockReturnValue(pending.promise as never);
    render(<SolutionWizard />);

    await user.click(screen.getByRole('button', { name: 'Poor ROI' }));
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('Preferred Time'), 'evening');
    await user.click(screen.getByRole('button', { name: 'Schedule My Call' }));

    const busy = screen.getByRole('button', { name: 'Scheduling...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(post).toHaveBeenCalledWith('/inquiries/strategy-call', {
      body: {
        situationType: 'poor-roi',
        name: 'Ada Lovelace',
        email: 'ada@shop.ca',
        phone: '+1 (780) 555-0142',
        preferredTime: 'evening',
      },
    });

    pending.resolve(ok(receipt, 201));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Your request has been submitted!');

    await user.click(screen.getByRole('button', { name: 'Back to Start' }));
    expect(screen.getByRole('button', { name: 'Poor ROI' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByLabelText('Name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Missing Targets' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Preferred Time') as HTMLSelectElement).value).toBe('morning');
  });

  it('stays on the form and says so when the request fails', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(failure(500) as never);
    render(<SolutionWizard />);

    await user.click(screen.getByRole('button', { name: 'Missing Targets' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Schedule My Call' }));

    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(screen.getByRole('button', { name: 'Schedule My Call' })).toBeTruthy();
    expect(notify.success).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});
