import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { ProjectSection } from './ProjectSection';
import { clientDetail } from './testClients';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(onboardingApi.POST);
const completed = clientDetail({
  status: 'completed',
  projectCompleted: true,
  completion: { completedAt: '2026-12-18T17:00:00Z', note: 'Site launched.' },
});

describe('the Project section', () => {
  beforeEach(() => {
    post.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
  });

  it('marks an open project completed with a note', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok(completed) as never);
    const client = clientDetail({ status: 'active' });
    renderWithQueries(<ProjectSection client={client} />);
    expect(screen.getByText('The project is under way.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark Project Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Project Completed' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Site launched.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Project Completed' }));

    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project marked completed'));
    expect(post).toHaveBeenCalledWith('/admin/clients/{clientId}/completion', {
      params: { path: { clientId: client.id } },
      body: { note: 'Site launched.' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a completed project with its note, reopens it, and says when someone else got there first', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(failure(409, 'ONBOARDING_PROJECT_NOT_COMPLETED') as never);
    renderWithQueries(<ProjectSection client={completed} />);
    expect(screen.getByText('Site launched.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reopen Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen Project' }));
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Someone changed the project meanwhile; the page shows it as it is now'),
    );
    expect(post.mock.calls[0]?.[0]).toBe('/admin/clients/{clientId}/reopening');
  });
});
