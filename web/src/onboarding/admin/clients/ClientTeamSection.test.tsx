import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { ClientTeamSection } from './ClientTeamSection';
import type { ClientTeam } from './useClientTeam';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), PATCH: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(onboardingApi.GET);
const patch = vi.mocked(onboardingApi.PATCH);

const CLIENT_ID = '6f1c2a4e-0000-4000-8000-000000000001';
const morgan = { id: '8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f', name: 'Morgan Mentor', role: 'admin' as const };
const sam = { id: '5b0e1c8a-3f7e-4a51-9d0c-2f6a8e1b7c34', name: 'Sam Student', role: 'member' as const };
const nobody: ClientTeam = { projectManager: null, leadDeveloper: null };

const renderSection = (team: ClientTeam = nobody) => renderWithQueries(<ClientTeamSection clientId={CLIENT_ID} team={team} />);

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the Project team section', () => {
  beforeEach(() => {
    get.mockReset();
    patch.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
    get.mockImplementation((async () => ok({ items: [morgan, sam] })) as never);
  });

  it('offers the active teammates for each place, Not assigned first, with the current choice selected', async () => {
    renderSection({ projectManager: { id: morgan.id, name: morgan.name }, leadDeveloper: null });
    const region = await screen.findByRole('region', { name: 'Project team' });
    await within(region).findByRole('combobox', { name: 'Project Manager' });
    expect(get).toHaveBeenCalledWith('/admin/clients/teammates');
    expect(optionsOf('Project Manager')).toEqual(['Not assigned', 'Morgan Mentor', 'Sam Student']);
    expect(optionsOf('Lead Developer')).toEqual(['Not assigned', 'Morgan Mentor', 'Sam Student']);
    expect(select('Project Manager').value).toBe(morgan.id);
    expect(select('Lead Developer').value).toBe('');
  });

  it('keeps showing someone no longer active who still holds a place', async () => {
    renderSection({ projectManager: null, leadDeveloper: { id: 'a0000000-0000-4000-8000-000000000009', name: 'Lee Leaver' } });
    await screen.findByRole('combobox', { name: 'Lead Developer' });
    expect(optionsOf('Lead Developer')).toEqual([
      'Not assigned',
      'Morgan Mentor',
      'Sam Student',
      'Lee Leaver (no longer active)',
    ]);
    expect(select('Lead Developer').value).toBe('a0000000-0000-4000-8000-000000000009');
  });

  it('saves both places, nobody as null, says so, and is disabled while saving', async () => {
    const user = userEvent.setup();
    const saved = deferred<unknown>();
    patch.mockReturnValue(saved.promise as never);
    renderSection({ projectManager: { id: morgan.id, name: morgan.name }, leadDeveloper: null });
    await screen.findByRole('combobox', { name: 'Lead Developer' });

    await user.selectOptions(select('Lead Developer'), 'Sam Student');
    await user.selectOptions(select('Project Manager'), 'Not assigned');
    await user.click(screen.getByRole('button', { name: 'Save team' }));

    await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch).toHaveBeenCalledWith('/admin/clients/{clientId}/team', {
      params: { path: { clientId: CLIENT_ID } },
      body: { projectManagerId: null, leadDeveloperId: sam.id },
    });
    const saving = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);

    saved.resolve(ok({ projectManager: null, leadDeveloper: { id: sam.id, name: sam.name } }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project team saved'));
    expect(screen.getByRole('button', { name: 'Save team' })).toBeTruthy();
  });

  it('says on the field and in a toast when a teammate chosen is no longer active', async () => {
    const user = userEvent.setup();
    const refused = failure(400, 'ONBOARDING_TEAMMATE_UNKNOWN');
    patch.mockResolvedValue({
      ...refused,
      error: { ...refused.error, details: [{ path: 'body/projectManagerId', message: 'is not an active teammate' }] },
    } as never);
    renderSection();
    await screen.findByRole('combobox', { name: 'Project Manager' });
    await user.selectOptions(select('Project Manager'), 'Sam Student');
    await user.click(screen.getByRole('button', { name: 'Save team' }));

    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Please choose an active teammate'));
    expect(select('Project Manager').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please choose an active teammate')).toBeTruthy();
  });

  it('says when saving fails otherwise, and when the teammates cannot be loaded', async () => {
    const user = userEvent.setup();
    patch.mockResolvedValue(failure(500) as never);
    const { unmount } = renderSection();
    await screen.findByRole('combobox', { name: 'Project Manager' });
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to save the project team'));
    unmount();

    get.mockImplementation((async () => failure(500)) as never);
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load teammates');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
