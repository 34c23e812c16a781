import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import type { ClientView } from '../portalSession';
import { ContactDetailsCard } from './ContactDetailsCard';
import { ProjectCompletedStatus } from './ProjectCompletedStatus';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), PATCH: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const patch = vi.mocked(onboardingApi.PATCH);
const client: ClientView = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  businessName: 'Prairie Bakery',
  contactName: 'Ada Moreau',
  email: 'ada@prairiebakery.ca',
  phone: '+17805550142',
  package: 'growth',
  projectType: 'Growth Package ($39)',
  monthlyPriceCents: 3900,
  billing: null,
  stepCompleted: 4,
  paymentCompleted: true,
  contractSigned: true,
  videoWatched: true,
  onboardingComplete: true,
  projectCompleted: false,
  team: { projectManager: null, leadDeveloper: null },
  completion: null,
};

describe('Your Contact Details', () => {
  beforeEach(() => {
    patch.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
  });

  it('shows the name and phone and saves the client’s own changes', async () => {
    const user = userEvent.setup();
    patch.mockResolvedValue(ok({ ...client, phone: '+15875550123' }) as never);
    renderWithQueries(<ContactDetailsCard client={client} />);
    const card = screen.getByRole('region', { name: 'Your Contact Details' });
    expect(within(card).getByText('+17805550142')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Edit Contact Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact Details' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '587 555 0123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contact details updated'));
    expect(patch).toHaveBeenCalledWith('/client/contact', { body: { contactName: 'Ada Moreau', phone: '587 555 0123' } });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s word on the phone and stays open', async () => {
    const user = userEvent.setup();
    const refused = failure(400, 'ONBOARDING_PHONE_INVALID');
    patch.mockResolvedValue({
      ...refused,
      error: { ...refused.error, details: [{ path: 'body/phone', message: 'is not a phone number' }] },
    } as never);
    renderWithQueries(<ContactDetailsCard client={client} />);
    await user.click(screen.getByRole('button', { name: 'Edit Contact Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await vi.waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(notify.error).toHaveBeenCalledWith('Failed to update your contact details');
  });
});

describe('a completed project on the dashboard', () => {
  it('says Project Completed with its date and the team’s note', () => {
    renderWithQueries(<ProjectCompletedStatus completion={{ completedAt: '2026-12-18T17:00:00Z', note: 'Site launched.' }} />);
    const status = screen.getByRole('region', { name: 'Project Status' });
    expect(within(status).getByText('Project Completed')).toBeTruthy();
    expect(within(status).queryByText('Project Starting')).toBeNull();
    expect(within(status).getByText('Site launched.')).toBeTruthy();
    expect(within(status).getByText(/^Completed on Dec 18, 2026/)).toBeTruthy();
  });
});
