import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { AdminInquiriesPage } from './AdminInquiriesPage';
import type { Inquiry } from './inquiryStatus';

vi.mock('../../../shared/api/clients', () => ({ leadsApi: { GET: vi.fn(), PATCH: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const list = vi.mocked(leadsApi.GET);
const patch = vi.mocked(leadsApi.PATCH);

const inquiry = (overrides: Partial<Inquiry>): Inquiry => ({
  id: '7f1c2a4e-0000-4000-8000-000000000001',
  situationType: 'declining-sales',
  name: 'Ada Lovelace',
  email: 'ada@shop.ca',
  phone: '+1 (780) 555-0142',
  preferredTime: 'morning',
  status: 'pending',
  createdAt: '2026-11-21T09:30:00.000Z',
  details: null,
  ...overrides,
});

const wizardInquiry = inquiry({});
const stageInquiry = inquiry({
  id: '7f1c2a4e-0000-4000-8000-000000000002',
  situationType: 'business-stage-2',
  name: 'owner@bakery.ca',
  email: 'owner@bakery.ca',
  phone: '',
  preferredTime: 'any',
  status: 'contacted',
});

const proposal = inquiry({
  id: '7f1c2a4e-0000-4000-8000-000000000003',
  situationType: 'proposal',
  name: 'Northern Lights Bakery',
  email: 'owner@northernlights.ca',
  phone: '(780) 555-0123',
  preferredTime: 'soon',
  createdAt: '2026-11-22T08:00:00.000Z',
  details: {
    businessName: 'Northern Lights Bakery',
    industry: 'hospitality',
    teamSize: '8 staff',
    existingTech: 'Square point of sale',
    projectScope: 'A new website with online ordering',
    timeline: 'soon',
    budget: '',
    goals: 'Take pre-orders for the holidays',
    challenges: 'Phone orders pile up',
  },
});

const page = (items: Inquiry[], total = items.length) => ok({ items, total });

/** The query parameters of the n-th list request (last by default). */
const listQuery = (index = list.mock.calls.length - 1) =>
  (list.mock.calls[index]![1] as { params: { query: Record<string, unknown> } }).params.query;

const renderPage = () => renderWithQueries(<AdminInquiriesPage />);

/** One arrow key on a closed select, as Chrome on Windows and Linux fires it: keydown, change, keyup. */
function step(select: HTMLElement, value: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value } });
  fireEvent.keyUp(select, { key: 'ArrowDown' });
}

describe('AdminInquiriesPage', () => {
  beforeEach(() => {
    list.mockReset();
    patch.mockReset();
  });

  it('shows each inquiry with its contact, situation, preferred time, status and date', async () => {
    list.mockResolvedValue(page([wizardInquiry, stageInquiry]) as never);
    renderPage();

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Contact', 'Situation', 'Preferred Time', 'Status', 'Submitted']);

    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Ada Lovelace');
    expect(first!.textContent).toContain('ada@shop.ca');
    expect(first!.textContent).toContain('+1 (780) 555-0142');
    expect(first!.textContent).toContain('Declining Sales');
    expect(first!.textContent).toContain('Morning (9AM-12PM)');
    expect(first!.textContent).toContain('Nov 21, 2026');
    expect(second!.textContent).toContain('Business Stage 2');
    expect(second!.textContent).toContain('Any');
    expect((screen.getByLabelText('Status for owner@bakery.ca') as HTMLSelectElement).value).toBe('contacted');
    expect(listQuery()).toEqual({ status: undefined, q: undefined, limit: 50, offset: 0 });
  });

  it('searches after the typing pauses and filters by status', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([wizardInquiry]) as never);
    renderPage();
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Search inquiries'), 'ada');
    await vi.waitFor(() => expect(listQuery().q).toBe('ada'));
    expect(list.mock.calls.map((_, index) => listQuery(index).q)).toEqual([undefined, 'ada']);

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'scheduled');
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ status: 'scheduled', q: 'ada' }));

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'all');
    await vi.waitFor(() => expect(listQuery().status).toBeUndefined());
  });

  it('updates a status from the row, confirms it and reloads the list', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([wizardInquiry]) as never);
    patch.mockResolvedValue(ok({ ...wizardInquiry, status: 'scheduled' }) as never);
    renderPage();

    await user.selectOptions(await screen.findByLabelText('Status for Ada Lovelace'), 'scheduled');

    expect(patch).toHaveBeenCalledWith('/admin/inquiries/{inquiryId}', {
      params: { path: { inquiryId: wizardInquiry.id } },
      body: { status: 'scheduled' },
    });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Status updated successfully'));
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('saves a status chosen with the arrow keys once, on Enter, not on each key', async () => {
    list.mockResolvedValue(page([wizardInquiry]) as never);
    patch.mockResolvedValue(ok({ ...wizardInquiry, status: 'scheduled' }) as never);
    renderPage();

    const status = await screen.findByLabelText('Status for Ada Lovelace');
    status.focus();
    step(status, 'contacted');
    step(status, 'scheduled');
    expect(patch).not.toHaveBeenCalled();
    fireEvent.keyDown(status, { key: 'Enter' });
    await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch).toHaveBeenCalledWith('/admin/inquiries/{inquiryId}', {
      params: { path: { inquiryId: wizardInquiry.id } },
      body: { status: 'scheduled' },
    });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
  });

  it('filters once the status is chosen, not on each arrow key', async () => {
    list.mockResolvedValue(page([wizardInquiry]) as never);
    renderPage();
    await screen.findByRole('table');
    const filter = screen.getByLabelText('Filter by status');
    filter.focus();
    step(filter, 'pending');
    step(filter, 'contacted');
    step(filter, 'scheduled');
    fireEvent.blur(filter);
    await vi.waitFor(() => expect(listQuery().status).toBe('scheduled'));
    expect(list.mock.calls.map((_, index) => listQuery(index).status)).toEqual([undefined, 'scheduled']);
  });

  it('says so when a status update fails', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([wizardInquiry]) as never);
    patch.mockResolvedValue(failure(500) as never);
    renderPage();

    await user.selectOptions(await screen.findByLabelText('Status for Ada Lovelace'), 'cancelled');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update status'));
  });

  it('says so when the list cannot be loaded', async () => {
    list.mockResolvedValue(failure(500) as never);
    renderPage();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch inquiries'));
  });

  it('shows an empty state', async () => {
    list.mockResolvedValue(page([]) as never);
    renderPage();
    expect(await screen.findByText('No inquiries found')).toBeTruthy();
    expect(screen.queryByText(/Showing page/)).toBeNull();
  });

  it('pages through more than 50 inquiries', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([wizardInquiry], 120) as never);
    renderPage();

    expect(await screen.findByText('Showing page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing page 2 of 3')).toBeTruthy();
    expect(listQuery().offset).toBe(50);
  });

  it("shows a proposal as 'Proposal' with its timeline, and opens all of its fields", async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([proposal, wizardInquiry]) as never);
    renderPage();

    const row = (await screen.findByRole('button', { name: 'Northern Lights Bakery' })).closest('tr')!;
    expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('Proposal');
    expect(within(row).getAllByRole('cell')[2]!.textContent).toBe('In the next 1-3 months');

    await user.click(within(row).getByRole('button', { name: 'Northern Lights Bakery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inquiry from Northern Lights Bakery' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]);
    expect(terms).toEqual([
      ['Name', 'Northern Lights Bakery'],
      ['Email', 'owner@northernlights.ca'],
      ['Phone', '(780) 555-0123'],
      ['Situation', 'Proposal'],
      ['Timeline', 'In the next 1-3 months'],
      ['Status', 'Pending'],
      ['Submitted', 'Nov 22, 2026'],
      ['Business Name', 'Northern Lights Bakery'],
      ['Industry', 'Hospitality'],
      ['Team Size', '8 staff'],
      ['Budget', 'Not given'],
      ['Timeline', 'In the next 1-3 months'],
      ['Existing Technology', 'Square point of sale'],
      ['Project Scope', 'A new website with online ordering'],
      ['Project Goals', 'Take pre-orders for the holidays'],
      ['Current Challenges', 'Phone orders pile up'],
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Proposal details' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Everything from owner@northernlights.ca' }).getAttribute('href')).toBe(
      '/admin/leads?email=owner%40northernlights.ca',
    );
  });

  it('opens another inquiry with its contact fields only', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([stageInquiry]) as never);
    renderPage();

    await user.click(await screen.findByRole('cell', { name: 'Business Stage 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inquiry from owner@bakery.ca' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    ).toEqual([
      ['Name', 'owner@bakery.ca'],
      ['Email', 'owner@bakery.ca'],
      ['Phone', 'Not given'],
      ['Situation', 'Business Stage 2'],
      ['Preferred Time', 'Any'],
      ['Status', 'Contacted'],
      ['Submitted', 'Nov 21, 2026'],
    ]);
    expect(within(dialog).queryByRole('heading', { name: 'Proposal details' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('exports the inquiries it shows as CSV, named as the server names the file', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:inquiries');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    list.mockImplementation(((path: string) =>
      Promise.resolve(
        path === '/admin/inquiries/export'
          ? {
              data: new Blob(['x'], { type: 'text/csv' }),
              response: new Response(null, {
                status: 200,
                headers: { 'content-disposition': 'attachment; filename="inquiries-2026-11-22.csv"' },
              }),
            }
          : page([proposal]),
      )) as never);
    renderPage();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'pending');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['inquiries-2026-11-22.csv']));
    expect(list).toHaveBeenCalledWith('/admin/inquiries/export', {
      params: { query: { status: 'pending', q: undefined } },
      parseAs: 'blob',
    });
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
