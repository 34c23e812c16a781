import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { ProjectTemplatePage } from './ProjectTemplatePage';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), PUT: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(onboardingApi.GET);
const put = vi.mocked(onboardingApi.PUT);

const template = {
  milestones: [
    { name: 'Kickoff', offsetDays: 0 },
    { name: 'Design', offsetDays: 14 },
    { name: 'Build', offsetDays: 35 },
    { name: 'Launch', offsetDays: 56 },
  ],
  updatedAt: '2026-11-20T16:00:00Z',
};

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.error).mockReset();
  get.mockImplementation((async () => ok(template)) as never);
  put.mockImplementation((async (_path: string, init: { body: unknown }) =>
    ok({ ...(init.body as object), updatedAt: '2026-11-26T17:00:00Z' })) as never);
});

const names = () => screen.getAllByLabelText(/^Milestone \d+ name/).map((input) => (input as HTMLInputElement).value);

describe('the project template screen', () => {
  it('shows the milestones, adds, moves and removes them, and saves the list in its order', async () => {
    renderWithQueries(<ProjectTemplatePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Plan Template' })).toBeTruthy();
    await screen.findByLabelText('Milestone 1 name');
    expect(names()).toEqual(['Kickoff', 'Design', 'Build', 'Launch']);
    expect((screen.getByLabelText(/Milestone 4 days after onboarding/) as HTMLInputElement).value).toBe('56');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    await user.type(screen.getByLabelText(/Milestone 5 name/), 'Care');
    await user.click(screen.getByRole('button', { name: 'Move milestone 2 down' }));
    await user.click(screen.getByRole('button', { name: 'Remove milestone 1' }));
    expect(names()).toEqual(['Build', 'Design', 'Launch', 'Care']);
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/project-template', {
        body: {
          milestones: [
            { name: 'Build', offsetDays: 35 },
            { name: 'Design', offsetDays: 14 },
            { name: 'Launch', offsetDays: 56 },
            { name: 'Care', offsetDays: 63 },
          ],
        },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Project template saved.');
  });

  it('keeps the focus on a moved milestone’s Move button, the other one at an end, by button or Alt+Arrow', async () => {
    const user = userEvent.setup();
    renderWithQueries(<ProjectTemplatePage />);
    await screen.findByLabelText('Milestone 1 name');
    screen.getByRole('button', { name: 'Move milestone 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Design', 'Kickoff', 'Build', 'Launch']);
    // First now: its Move up is off, so its Move down has the focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move milestone 1 down');

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(names()).toEqual(['Kickoff', 'Design', 'Build', 'Launch']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move milestone 2 down');

    await user.click(screen.getByLabelText('Milestone 3 name'));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(names()).toEqual(['Kickoff', 'Build', 'Design', 'Launch']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move milestone 2 up');
  });

  it('refuses an empty name, a name twice and days below 0 before sending', async () => {
    renderWithQueries(<ProjectTemplatePage />);
    await screen.findByLabelText(/Milestone 1 name/);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Milestone 1 name/));
    await user.clear(screen.getByLabelText(/Milestone 2 name/));
    await user.type(screen.getByLabelText(/Milestone 2 name/), 'build');
    const days = screen.getByLabelText(/Milestone 4 days after onboarding/);
    await user.clear(days);
    await user.type(days, '-3');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    const form = screen.getByRole('form', { name: 'Milestones' });
    expect(await within(form).findAllByText('Give it a name of 1 to 80 characters, each name once.')).toHaveLength(2);
    expect(within(form).getByText('A whole number of days, 0 or more.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('keeps at least one milestone and at most twelve', async () => {
    get.mockImplementation((async () => ok({ ...template, milestones: [{ name: 'Kickoff', offsetDays: 0 }] })) as never);
    renderWithQueries(<ProjectTemplatePage />);
    await screen.findByLabelText(/Milestone 1 name/);
    expect((screen.getByRole('button', { name: 'Remove milestone 1' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    for (let count = 1; count < 12; count++) await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    expect(names()).toHaveLength(12);
    expect((screen.getByRole('button', { name: 'Add Milestone' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the template cannot be read', async () => {
    get.mockImplementation((async () => failure(500)) as never);
    renderWithQueries(<ProjectTemplatePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The project template could not be loaded.');
  });
});
