import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { formatDay, today, type Milestone } from '../../project/projectPlan';
import { MilestonesPanel } from './MilestonesPanel';

vi.mock('../../onboardingClient', () => ({
  onboardingApi: { GET: vi.fn(), PATCH: vi.fn(), POST: vi.fn(), DELETE: vi.fn() },
}));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(onboardingApi.GET);
const patch = vi.mocked(onboardingApi.PATCH);
const post = vi.mocked(onboardingApi.POST);
const remove = vi.mocked(onboardingApi.DELETE);

const CLIENT_ID = '6f1c2a4e-0000-4000-8000-000000000001';
const PATH = '/admin/clients/{clientId}/milestones/{milestoneId}';

const milestone = (position: number, name: string, overrides: Partial<Milestone> = {}): Milestone => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  name,
  position,
  plannedOn: `2026-12-0${position}`,
  doneOn: null,
  note: '',
  ...overrides,
});

let plan: Milestone[];

beforeEach(() => {
  get.mockReset();
  patch.mockReset();
  vi.mocked(notify.success).mockReset();
  plan = [milestone(1, 'Kickoff', { doneOn: '2026-12-01', note: 'Met.' }), milestone(2, 'Design')];
  get.mockImplementation((async () => ok({ items: plan })) as never);
  // The server answers the change and the next read shows it.
  patch.mockImplementation((async (
    _path: string,
    init: { params: { path: { milestoneId: string } }; body: Partial<Milestone> },
  ) => {
    plan = plan.map((m) => (m.id === init.params.path.milestoneId ? { ...m, ...init.body } : m));
    return ok(plan.find((m) => m.id === init.params.path.milestoneId));
  }) as never);
});

const renderPanel = () => renderWithQueries(<MilestonesPanel clientId={CLIENT_ID} />);

describe('the Project Plan panel on the team’s client page', () => {
  it('shows each milestone with its dates and note, and saves a new planned date and note', async () => {
    renderPanel();
    const design = await screen.findByRole('form', { name: 'Design' });
    const kickoff = screen.getByRole('form', { name: 'Kickoff' });
    expect(within(kickoff).getByText(`Done on ${formatDay('2026-12-01')}`)).toBeTruthy();
    expect((within(kickoff).getByLabelText('Note to the client') as HTMLTextAreaElement).value).toBe('Met.');
    expect(within(design).getByText(`Planned for ${formatDay('2026-12-02')}`)).toBeTruthy();

    const user = userEvent.setup();
    const planned = within(design).getByLabelText(/Planned date/);
    await user.clear(planned);
    await user.type(planned, '2026-12-24');
    await user.type(within(design).getByLabelText('Note to the client'), 'Mock-ups next week.');
    await user.click(within(design).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(patch).toHaveBeenCalledWith(PATH, {
        params: { path: { clientId: CLIENT_ID, milestoneId: plan[1]!.id } },
        body: { plannedOn: '2026-12-24', doneOn: null, note: 'Mock-ups next week.' },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('“Design” saved.');
    await screen.findByText(`Planned for ${formatDay('2026-12-24')}`);
  });

  it('marks a milestone done today and not done again in one click each', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('form', { name: 'Design' })).getByRole('button', { name: 'Mark Done' }));
    await vi.waitFor(() =>
      expect(patch).toHaveBeenCalledWith(PATH, {
        params: { path: { clientId: CLIENT_ID, milestoneId: plan[1]!.id } },
        body: { doneOn: today() },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('“Design” is done; the client has been e-mailed.');
    const design = await screen.findByRole('form', { name: 'Design' });
    await within(design).findByText(`Done on ${formatDay(today())}`);
    await user.click(within(screen.getByRole('form', { name: 'Kickoff' })).getByRole('button', { name: 'Mark Not Done' }));
    await vi.waitFor(() => expect(patch).toHaveBeenLastCalledWith(PATH, expect.objectContaining({ body: { doneOn: null } })));
  });

  it('adds a milestone at the end and removes one', async () => {
    post.mockImplementation((async (_path: string, init: { body: { name: string; plannedOn: string; note?: string } }) => {
      const added = milestone(3, init.body.name, { plannedOn: init.body.plannedOn, note: init.body.note ?? '' });
      plan = [...plan, added];
      return ok(added, 201);
    }) as never);
    remove.mockImplementation((async (_path: string, init: { params: { path: { milestoneId: string } } }) => {
      plan = plan.filter((m) => m.id !== init.params.path.milestoneId);
      return ok(undefined, 204);
    }) as never);
    renderPanel();
    const user = userEvent.setup();
    const add = await screen.findByRole('form', { name: 'Add a Milestone' });
    await user.click(within(add).getByRole('button', { name: 'Add Milestone' }));
    expect(await within(add).findByText('Give it a name of 1 to 80 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(add).getByLabelText(/^Name/), 'Photo shoot');
    await user.type(within(add).getByLabelText(/Planned date/), '2026-12-10');
    await user.click(within(add).getByRole('button', { name: 'Add Milestone' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/clients/{clientId}/milestones', {
        params: { path: { clientId: CLIENT_ID } },
        body: { name: 'Photo shoot', plannedOn: '2026-12-10', note: '' },
      }),
    );
    expect(await screen.findByRole('form', { name: 'Photo shoot' })).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('“Photo shoot” added to the plan.');

    await user.click(within(screen.getByRole('form', { name: 'Design' })).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Design' })).toBeNull());
    expect(remove).toHaveBeenCalledWith('/admin/clients/{clientId}/milestones/{milestoneId}', {
      params: { path: { clientId: CLIENT_ID, milestoneId: '00000000-0000-4000-8000-000000000002' } },
    });
    expect(notify.success).toHaveBeenCalledWith('“Design” removed from the plan.');
  });

  it('offers no Remove on a plan’s only milestone', async () => {
    plan = [milestone(1, 'Kickoff')];
    renderPanel();
    const kickoff = await screen.findByRole('form', { name: 'Kickoff' });
    expect(within(kickoff).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('says when the client has no plan yet, and when the plan cannot be read', async () => {
    plan = [];
    const { unmount } = renderPanel();
    expect(
      await screen.findByText('The plan is made from the project template when the client completes onboarding.'),
    ).toBeTruthy();
    unmount();
    get.mockImplementation((async () => failure(500)) as never);
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('The project plan could not be loaded.');
  });
});
