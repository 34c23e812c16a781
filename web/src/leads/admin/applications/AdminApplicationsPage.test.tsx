import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { AdminApplicationsPage } from './AdminApplicationsPage';
import type { Application } from './applicationStatus';
import { application } from './testApplications';

vi.mock('../../../shared/api/clients', () => ({ leadsApi: { GET: vi.fn(), PATCH: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(leadsApi.GET);
const patch = vi.mocked(leadsApi.PATCH);

/** One arrow key on a closed select, as Chrome on Windows and Linux fires it: keydown, change, keyup. */
function step(select: HTMLElement, value: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value } });
  fireEvent.keyUp(select, { key: 'ArrowDown' });
}

const mei = application();
const jordan = application({
  id: '3b7a2c1e-0000-4000-8000-000000000002',
  name: 'Jordan Okafor',
  email: 'jordan@macewan.ca',
  phone: '+1 587 555 0110',
  university: 'MacEwan University',
  program: 'Design Studies',
  year: '5+',
  availability: 'fall',
  interests: [],
  status: 'reviewing',
  createdAt: '2026-11-20T15:00:00.000Z',
});

const page = (items: Application[], total = items.length) => ok({ items, total });

const listCalls = () => (get.mock.calls as unknown as [string, unknown][]).filter(([path]) => path === '/admin/applications');
/** The query parameters of the n-th list request (last by default). */
const listQuery = (index = listCalls().length - 1) =>
  (listCalls()[index]![1] as { params: { query: Record<string, unknown> } }).params.query;

const renderPage = () => renderWithQueries(<AdminApplicationsPage />);

describe('AdminApplicationsPage', () => {
  beforeEach(() => {
    get.mockReset();
    patch.mockReset();
  });

  it('lists the applications, newest first as the API gives them, with their status in colour and in words', async () => {
    get.mockResolvedValue(page([mei, jordan]) as never);
    renderPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Volunteer Applications');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Applicant', 'University', 'Year', 'Availability', 'Status', 'Submitted']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Mei Tanaka');
    expect(first!.textContent).toContain('mei.tanaka@ualberta.ca');
    expect(first!.textContent).toContain('University of Alberta');
    expect(first!.textContent).toContain('Bachelor of Commerce');
    expect(first!.textContent).toContain('Third Year');
    expect(first!.textContent).toContain('Winter (January-April)');
    expect(first!.textContent).toContain('Nov 21, 2026');
    expect(second!.textContent).toContain('Fifth Year or Above');
    expect(second!.textContent).toContain('Fall (September-December)');

    const meiStatus = screen.getByLabelText('Status for Mei Tanaka') as HTMLSelectElement;
    const jordanStatus = screen.getByLabelText('Status for Jordan Okafor') as HTMLSelectElement;
    expect([...meiStatus.options].map((option) => [option.value, option.text])).toEqual([
      ['pending', 'Pending'],
      ['reviewing', 'Reviewing'],
      ['accepted', 'Accepted'],
      ['rejected', 'Rejected'],
    ]);
    expect(meiStatus.value).toBe('pending');
    expect(jordanStatus.value).toBe('reviewing');
    // Each status has its own colour class, and the chosen status is written out in the control.
    expect(meiStatus.className).toMatch(/pending/);
    expect(jordanStatus.className).toMatch(/reviewing/);
    expect(jordanStatus.selectedOptions[0]!.text).toBe('Reviewing');
    expect(listQuery()).toEqual({ status: undefined, q: undefined, limit: 50, offset: 0 });
  });

  it('searches name, e-mail or university after the typing pauses, and filters by status', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([mei]) as never);
    renderPage();
    await screen.findByRole('table');

    expect((screen.getByLabelText('Search applications') as HTMLInputElement).placeholder).toBe('Name, email or university');
    await user.type(screen.getByLabelText('Search applications'), 'alberta');
    await vi.waitFor(() => expect(listQuery().q).toBe('alberta'));
    expect(listCalls().map((_, index) => listQuery(index).q)).toEqual([undefined, 'alberta']);

    const filter = screen.getByLabelText('Filter by status') as HTMLSelectElement;
    expect([...filter.options].map((option) => option.value)).toEqual(['all', 'pending', 'reviewing', 'accepted', 'rejected']);
    await user.selectOptions(filter, 'accepted');
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ status: 'accepted', q: 'alberta', offset: 0 }));

    await user.selectOptions(filter, 'all');
    await vi.waitFor(() => expect(listQuery().status).toBeUndefined());
  });

  it('saves a status chosen with the arrow keys once, when the select is left', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([mei]) as never);
    patch.mockResolvedValue(ok({ ...mei, status: 'accepted' }) as never);
    renderPage();

    const status = await screen.findByLabelText('Status for Mei Tanaka');
    status.focus();
    step(status, 'reviewing');
    step(status, 'accepted');
    expect(patch).not.toHaveBeenCalled();
    await user.tab();
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('/admin/applications/{applicationId}', {
      params: { path: { applicationId: mei.id } },
      body: { status: 'accepted' },
    });
  });

  it('sets any status from the row, says so and reloads the list', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([jordan]) as never);
    const answer = deferred<unknown>();
    patch.mockReturnValue(answer.promise as never);
    renderPage();

    const status = (await screen.findByLabelText('Status for Jordan Okafor')) as HTMLSelectElement;
    await user.selectOptions(status, 'rejected');
    expect(patch).toHaveBeenCalledWith('/admin/applications/{applicationId}', {
      params: { path: { applicationId: jordan.id } },
      body: { status: 'rejected' },
    });
    // The chosen status shows while the change is on its way.
    expect(status.value).toBe('rejected');
    expect(status.disabled).toBe(true);

    get.mockResolvedValue(page([{ ...jordan, status: 'rejected' }]) as never);
    answer.resolve(ok({ ...jordan, status: 'rejected' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Status updated successfully'));
    await vi.waitFor(() => expect(listCalls()).toHaveLength(2));
    expect((screen.getByLabelText('Status for Jordan Okafor') as HTMLSelectElement).value).toBe('rejected');
  });

  it('says so when a status update fails, and the row keeps its status', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([mei]) as never);
    patch.mockResolvedValue(failure(500) as never);
    renderPage();

    await user.selectOptions(await screen.findByLabelText('Status for Mei Tanaka'), 'accepted');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update status'));
    expect(notify.success).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Status for Mei Tanaka') as HTMLSelectElement).value).toBe('pending');
  });

  it('says so when the list cannot be loaded', async () => {
    get.mockResolvedValue(failure(500) as never);
    renderPage();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch applications'));
    expect(await screen.findByText('Applications could not be loaded.')).toBeTruthy();
  });

  it('shows an empty state and pages through more than 50 applications', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([]) as never);
    const { unmount } = renderPage();
    expect(await screen.findByText('No applications found')).toBeTruthy();
    unmount();

    get.mockResolvedValue(page([mei], 101) as never);
    renderPage();
    expect(await screen.findByText('Showing page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing page 2 of 3')).toBeTruthy();
    expect(listQuery().offset).toBe(50);
  });

  describe('a row opens the whole application', () => {
    it('from the name, by keyboard, in a dialog that Escape closes', async () => {
      const user = userEvent.setup();
      get.mockResolvedValue(page([mei, jordan]) as never);
      renderPage();

      const open = await screen.findByRole('button', { name: 'Mei Tanaka' });
      expect(open.getAttribute('aria-haspopup')).toBe('dialog');
      open.focus();
      await user.keyboard('{Enter}');

      const dialog = await screen.findByRole('dialog', { name: 'Application from Mei Tanaka' });
      const details = Object.fromEntries(
        within(dialog)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
      );
      expect(details).toEqual({
        'Full Name': 'Mei Tanaka',
        Email: 'mei.tanaka@ualberta.ca',
        Phone: '780-555-0199',
        University: 'University of Alberta',
        Program: 'Bachelor of Commerce',
        'Year of Study': 'Third Year',
        Availability: 'Winter (January-April)',
        Status: 'Pending',
        'Areas of Interest': 'Social Media Marketing, Graphic Design',
        'Relevant Experience': 'Ran the Instagram of my faculty club.\nDesigned posters for two campus events.',
        'Why do you want to join?': 'I want to help local shops grow.',
        Submitted: 'Nov 21, 2026',
      });
      expect(within(dialog).getByRole('link', { name: 'Everything from mei.tanaka@ualberta.ca' }).getAttribute('href')).toBe(
        '/admin/leads?email=mei.tanaka%40ualberta.ca',
      );

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(open);
    });

    it('from a click elsewhere on the row, but not from its status dropdown', async () => {
      const user = userEvent.setup();
      get.mockResolvedValue(page([mei, jordan]) as never);
      patch.mockResolvedValue(ok(jordan) as never);
      renderPage();

      await user.click(await screen.findByLabelText('Status for Jordan Okafor'));
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(screen.getByRole('cell', { name: /MacEwan University/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Application from Jordan Okafor' });
      expect(dialog.textContent).toContain('None chosen');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('Export CSV', () => {
    let saved: { href: string; download: string }[];

    beforeEach(() => {
      saved = [];
      URL.createObjectURL = vi.fn(() => 'blob:applications');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });

    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    const csvAnswer = (disposition: string | null) => ({
      data: new Blob(['\uFEFFname,email\r\n'], { type: 'text/csv' }),
      response: new Response(null, { status: 200, headers: disposition ? { 'content-disposition': disposition } : {} }),
    });

    it('downloads the list with its filters as the file the server names', async () => {
      const user = userEvent.setup();
      get.mockImplementation(((path: string) =>
        Promise.resolve(
          path === '/admin/applications/export' ? csvAnswer('attachment; filename="applications-2026-11-22.csv"') : page([mei]),
        )) as never);
      renderPage();
      await screen.findByRole('table');
      await user.selectOptions(screen.getByLabelText('Filter by status'), 'pending');
      await user.type(screen.getByLabelText('Search applications'), ' mei ');
      await vi.waitFor(() => expect(listQuery().q).toBe('mei'));

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      expect(get).toHaveBeenCalledWith('/admin/applications/export', {
        params: { query: { status: 'pending', q: 'mei' } },
        parseAs: 'blob',
      });
      expect(saved[0]).toEqual({ href: 'blob:applications', download: 'applications-2026-11-22.csv' });
      expect(vi.mocked(URL.createObjectURL).mock.calls[0]![0]).toBeInstanceOf(Blob);
      expect(notify.error).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    });

    it('says so when the export fails, and saves nothing', async () => {
      const user = userEvent.setup();
      get.mockImplementation(((path: string) =>
        Promise.resolve(path === '/admin/applications/export' ? failure(500) : page([mei]))) as never);
      renderPage();
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to export CSV'));
      expect(saved).toEqual([]);
    });
  });
});
