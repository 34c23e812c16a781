import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoment } from '../../../shared/lib/viewerTime';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import type { ActivityEntry, ActivityPerson } from './activityEntry';
import { AdminActivityPage } from './AdminActivityPage';

const GET = vi.fn();
vi.mock('../../auditClient', () => ({ auditApi: () => ({ GET }) }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const mentor = { kind: 'team' as const, id: 'u-mentor', name: 'Morgan Mentor', role: 'admin' as const, clientId: null };
const student = { kind: 'team' as const, id: 'u-student', name: 'Sam Student', role: 'member' as const, clientId: null };

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: crypto.randomUUID(),
  occurredAt: '2026-11-21T16:05:00.000Z',
  type: 'content.post.published.v1',
  action: 'post.published',
  actor: mentor,
  subject: { type: 'post', id: 'p-1', label: 'Five ways to grow' },
  before: null,
  after: null,
  known: true,
  data: {},
  ...overrides,
});

const published = entry({});
const statusChange = entry({
  type: 'leads.inquiry.status-changed.v1',
  action: 'inquiry.status-changed',
  actor: student,
  subject: { type: 'inquiry', id: 'i-1', label: 'Ada Lovelace' },
  before: 'pending',
  after: 'contacted',
});
const signed = entry({
  type: 'onboarding.step.completed.v1',
  action: 'step.completed',
  actor: { kind: 'client', id: 'u-client', name: null, role: null, clientId: 'c-1' },
  subject: { type: 'client', id: 'c-1', label: 'Prairie Bakery' },
});
const raw = entry({
  type: 'leads.quote.drafted.v1',
  action: 'quote.drafted',
  actor: { kind: 'system', id: null, name: null, role: null, clientId: null },
  subject: { type: 'quote', id: 'q-1', label: null },
  known: false,
});

const people: ActivityPerson[] = [
  { kind: 'team', id: 'u-mentor', name: 'Morgan Mentor', role: 'admin' },
  { kind: 'team', id: 'u-student', name: 'Sam Student', role: 'member' },
  { kind: 'client', id: 'u-client', name: 'Prairie Bakery', role: null },
];

type Query = Record<string, unknown>;
/** The query of the last request to `path`. */
const lastQuery = (path: string): Query => {
  const calls = GET.mock.calls.filter(([called]) => called === path);
  return (calls.at(-1)![1] as { params: { query: Query } }).params.query;
};

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function answer(items: ActivityEntry[], total = items.length) {
  GET.mockImplementation((path: string) => Promise.resolve(path === '/activity/people' ? ok(people) : ok({ items, total })));
}

describe('AdminActivityPage', () => {
  beforeEach(() => GET.mockReset());

  it('shows when, who, what, on which record and the change, each entry on a row', async () => {
    answer([published, statusChange, signed, raw]);
    renderWithQueries(<AdminActivityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeDefined();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const cells = (row: number) =>
      within(rows[row]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    expect(cells(1)).toEqual([
      formatMoment(published.occurredAt),
      'Morgan Mentor (Admin)',
      'Published a post',
      'Post: Five ways to grow',
      '',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Post: Five ways to grow' }).getAttribute('href')).toBe(
      '/admin/posts/p-1/edit',
    );
    expect(cells(2)).toEqual([
      formatMoment(statusChange.occurredAt),
      'Sam Student (Member)',
      'Changed an inquiry’s status',
      'Inquiry: Ada Lovelace',
      'pending → contacted',
    ]);
    expect(cells(3).slice(1, 4)).toEqual(['Client', 'Completed an onboarding step', 'Client: Prairie Bakery']);
    expect(within(rows[3]!).getByRole('link').getAttribute('href')).toBe('/admin/clients/c-1');
    expect(cells(4).slice(1, 4)).toEqual(['System', 'Recorded event leads.quote.drafted.v1raw', 'quote']);
  });

  it('asks for the entries of the chosen person, kind of record and days, from page one', async () => {
    const user = userEvent.setup();
    answer([published], 60);
    renderWithQueries(<AdminActivityPage />);
    await screen.findByRole('table');
    expect(lastQuery('/activity')).toEqual({ page: 1, pageSize: 25 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(lastQuery('/activity')).toMatchObject({ page: 2 }));

    await user.selectOptions(await screen.findByLabelText('Person'), 'Sam Student (Member)');
    await vi.waitFor(() => expect(lastQuery('/activity')).toMatchObject({ actorId: 'u-student', page: 1 }));
    expect(within(screen.getByLabelText('Person')).getByRole('option', { name: 'Prairie Bakery (Client)' })).toBeDefined();

    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Inquiry');
    await user.type(screen.getByLabelText('From'), '2026-11-02');
    await user.type(screen.getByLabelText('To'), '2026-11-03');
    await vi.waitFor(() =>
      expect(lastQuery('/activity')).toEqual({
        actorId: 'u-student',
        subjectType: 'inquiry',
        // Local days, the 'to' day whole.
        from: new Date(2026, 10, 2).toISOString(),
        to: new Date(2026, 10, 4).toISOString(),
        page: 1,
        pageSize: 25,
      }),
    );
  });

  it('keeps its filters and page in the address, so a reload or Back shows the same entries', async () => {
    const user = userEvent.setup();
    answer([published], 60);
    renderWithQueries(
      <>
        <AdminActivityPage />
        <Address />
      </>,
      { url: '/admin/activity?person=u-student&record=inquiry&from=2026-11-02&to=not-a-day&page=2' },
    );
    await screen.findByRole('table');
    expect(lastQuery('/activity')).toEqual({
      actorId: 'u-student',
      subjectType: 'inquiry',
      from: new Date(2026, 10, 2).toISOString(),
      page: 2,
      pageSize: 25,
    });
    await vi.waitFor(() => expect((screen.getByLabelText('Person') as HTMLSelectElement).value).toBe('u-student'));
    expect((screen.getByLabelText('Kind of record') as HTMLSelectElement).value).toBe('inquiry');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-02');

    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Post');
    await vi.waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?person=u-student&record=post&from=2026-11-02'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?person=u-student&record=post&from=2026-11-02&page=2'),
    );
  });

  it('asks for nothing while the From day is after the To day, and says so', async () => {
    const user = userEvent.setup();
    answer([published]);
    renderWithQueries(<AdminActivityPage />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('To'), '2026-11-02');
    await vi.waitFor(() => expect(lastQuery('/activity')).toMatchObject({ to: new Date(2026, 10, 3).toISOString() }));
    const asked = GET.mock.calls.length;
    await user.type(screen.getByLabelText('From'), '2026-11-05');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The From day is after the To day.');
    expect(GET.mock.calls.length).toBe(asked);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports what the filters select as CSV', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:activity');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    GET.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/activity/export'
          ? {
              data: new Blob(['x'], { type: 'text/csv' }),
              response: new Response(null, {
                status: 200,
                headers: { 'content-disposition': 'attachment; filename="activity-2026-11-26.csv"' },
              }),
            }
          : path === '/activity/people'
            ? ok(people)
            : ok({ items: [published], total: 1 }),
      ),
    );
    renderWithQueries(<AdminActivityPage />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Post');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['activity-2026-11-26.csv']));
    expect(GET).toHaveBeenCalledWith('/activity/export', {
      params: { query: { actorId: undefined, subjectType: 'post', from: undefined, to: undefined } },
      parseAs: 'blob',
    });
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('says when nothing matches, and when the activity cannot be loaded', async () => {
    answer([]);
    const { unmount } = renderWithQueries(<AdminActivityPage />);
    expect(await screen.findByText('Nothing was recorded for these filters.')).toBeDefined();
    unmount();
    GET.mockImplementation((path: string) => Promise.resolve(path === '/activity/people' ? ok(people) : failure(500)));
    renderWithQueries(<AdminActivityPage />);
    expect(await screen.findByText('The activity could not be loaded.')).toBeDefined();
  });
});
