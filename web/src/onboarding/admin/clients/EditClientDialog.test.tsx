import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { EditClientDialog } from './EditClientDialog';
import { clientDetail } from './testClients';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), PATCH: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const patch = vi.mocked(onboardingApi.PATCH);
const client = clientDetail();
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Edit Client', () => {
  beforeEach(() => {
    patch.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
  });

  it('starts from the client and sends only what changed, then closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    patch.mockResolvedValue(ok({ ...client, phone: '+14035550199' }) as never);
    renderWithQueries(<EditClientDialog client={client} open onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Edit Client' })).toBeTruthy();
    expect(field('Business Name').value).toBe('Prairie Bakery');
    expect(field('Package Label').value).toBe('Growth Package ($39)');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '403 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith('/admin/clients/{clientId}', {
      params: { path: { clientId: client.id } },
      body: { phone: '403 555 0199' },
    });
    expect(notify.success).toHaveBeenCalledWith('Client updated successfully');
  });

  it('says a new e-mail waits for the client’s confirmation', async () => {
    const user = userEvent.setup();
    patch.mockResolvedValue(
      ok({ ...client, pendingEmail: { email: 'orders@prairiebakery.ca', requestedAt: '2026-11-22T09:00:00Z' } }) as never,
    );
    renderWithQueries(<EditClientDialog client={client} open onClose={vi.fn()} />);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'orders@prairiebakery.ca');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Client updated: the new email waits for the client to confirm it'),
    );
    expect(patch.mock.calls[0]?.[1]).toMatchObject({ body: { email: 'orders@prairiebakery.ca' } });
  });

  it('shows the server’s word on its field and stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const refused = failure(400, 'ONBOARDING_PHONE_INVALID');
    patch.mockResolvedValue({
      ...refused,
      error: { ...refused.error, details: [{ path: 'body/phone', message: 'is not a phone number' }] },
    } as never);
    renderWithQueries(<EditClientDialog client={client} open onClose={onClose} />);
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '555');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(notify.error).toHaveBeenCalledWith('Failed to update client. Some of what was sent is not valid.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a blank business name before sending', async () => {
    const user = userEvent.setup();
    renderWithQueries(<EditClientDialog client={client} open onClose={vi.fn()} />);
    await user.clear(field('Business Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(field('Business Name').getAttribute('aria-invalid')).toBe('true'));
    expect(patch).not.toHaveBeenCalled();
  });
});
