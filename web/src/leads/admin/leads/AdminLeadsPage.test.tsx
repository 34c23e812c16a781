import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { application } from '../applications/testApplications';
import type { Inquiry } from '../inquiries/inquiryStatus';
import { AdminLeadsPage } from './AdminLeadsPage';
import type { LeadEntry } from './leadEntry';

vi.mock('../../../shared/api/clients', () => ({ leadsApi: { GET: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(leadsApi.GET);
const email = 'sam@cornerstore.ca';

const wizard: Inquiry = {
  id: '7f1c2a4e-0000-4000-8000-000000000011',
  situationType: 'customer-churn',
  name: 'Sam Rivera',
  email,
  phone: '780 555 0101',
  preferredTime: 'evening',
  status: 'scheduled',
  createdAt: '2026-11-10T09:00:00.000Z',
  details: null,
};
const proposal: Inquiry = {
  ...wizard,
  id: '7f1c2a4e-0000-4000-8000-000000000012',
  situationType: 'proposal',
  name: 'Corner Store',
  preferredTime: 'planning',
  status: 'pending',
  createdAt: '2026-11-15T09:00:00.000Z',
  details: {
    businessName: 'Corner Store',
    industry: 'retail',
    teamSize: '',
    existingTech: '',
    projectScope: '',
    timeline: 'planning',
    budget: '$3,000',
    goals: 'Sell online',
    challenges: '',
  },
};
const studentApplication = application({
  id: '3b7a2c1e-0000-4000-8000-000000000013',
  name: 'Sam Rivera',
  email,
  status: 'accepted',
  createdAt: '2026-11-20T09:00:00.000Z',
});

const history: LeadEntry[] = [
  { kind: 'application', createdAt: studentApplication.createdAt, inquiry: null, application: studentApplication },
  { kind: 'proposal', createdAt: proposal.createdAt, inquiry: proposal, application: null },
  { kind: 'inquiry', createdAt: wizard.createdAt, inquiry: wizard, application: null },
];

const renderAt = (url: string) => renderWithQueries(<AdminLeadsPage />, { url });

describe('AdminLeadsPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('shows everything the address has sent, newest first, each with its kind, date, status and main fields', async () => {
    get.mockResolvedValue(ok({ email, items: history }) as never);
    renderAt(`/admin/leads?email=${encodeURIComponent(email)}`);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lead Inbox');
    expect(await screen.findByText(`3 from ${email}, newest first`)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/leads', { params: { query: { email } } });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(email);

    const entries = screen.getAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Application',
      'Proposal',
      'Inquiry',
    ]);
    const [student, business, call] = entries;
    expect(student!.textContent).toContain('Nov 20, 2026');
    expect(student!.textContent).toContain('Status: Accepted');
    expect(student!.textContent).toContain('University of Alberta');
    expect(student!.textContent).toContain('Third Year');
    expect(business!.textContent).toContain('Nov 15, 2026');
    expect(business!.textContent).toContain('Status: Pending');
    expect(business!.textContent).toContain('Corner Store');
    expect(business!.textContent).toContain('Still planning');
    expect(business!.textContent).toContain('$3,000');
    expect(business!.textContent).toContain('Sell online');
    expect(call!.textContent).toContain('Status: Scheduled');
    expect(call!.textContent).toContain('Customer Churn');
    expect(call!.textContent).toContain('Evening (5PM-8PM)');
  });

  it('asks for an address, and asks nothing of the API until a valid one is given', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(ok({ email, items: [] }) as never);
    renderAt('/admin/leads');
    expect(screen.getByText('Enter an e-mail address to see everything it has sent.')).toBeTruthy();

    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), ` ${email} `);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(`Nothing has been received from ${email}.`)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/leads', { params: { query: { email } } });
  });

  it('says so when the history cannot be loaded', async () => {
    get.mockResolvedValue(failure(500) as never);
    renderAt(`/admin/leads?email=${encodeURIComponent(email)}`);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch the lead history'));
    expect(await screen.findByText('The lead history could not be loaded.')).toBeTruthy();
  });
});
