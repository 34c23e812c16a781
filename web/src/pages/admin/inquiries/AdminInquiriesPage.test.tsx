import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../api/clients';
import { notify } from '../../../lib/notify';
import { failure, ok } from '../../../test/apiResult';
import { renderWithQueries } from '../../../test/renderWithQueries';
import { AdminInquiriesPage } from './AdminInquiriesPage';
import type { Inquiry } from './inquiryStatus';

vi.mock('../../../api/clients', () => ({ leadsApi: { GET: vi.fn(), PATCH: vi.fn() } }));
vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

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
  createdAt: new Date(2026, 10, 21, 9, 30).toISOString(),
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

const page = (items: Inquiry[], total = items.length) => ok({ items, total });

/** The query parameters of the n-th list request (last by default). */
const listQuery = (index = list.mock.calls.length - 1) =>
  (list.mock.calls[index]![1] as { params: { query: Record<string, unknown> } }).params.query;

const renderPage = () => renderWithQueries(<AdminInquiriesPage />);

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
});
