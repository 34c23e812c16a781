import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../../onboarding/onboardingClient';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import type { RecentClient } from './paymentStatus';
import { PaymentStatusPage } from './PaymentStatusPage';

vi.mock('../../../onboarding/onboardingClient', () => ({ onboardingApi: { GET: vi.fn() } }));

const get = vi.mocked(onboardingApi.GET);

const recent = (overrides: Partial<RecentClient> = {}): RecentClient => ({
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  businessName: 'Prairie Bakery',
  contactName: 'Ada Moreau',
  email: 'ada@prairiebakery.ca',
  projectType: 'Growth Package ($39)',
  stepCompleted: 0,
  paymentCompleted: false,
  monthlyPriceCents: null,
  stripeCheckoutSessionId: null,
  stripePaymentIntentId: null,
  paymentCompletedAt: null,
  createdAt: '2026-07-21T15:00:00Z',
  accessCode: { code: 'MB-7K2QXP', clientEmail: 'ada@prairiebakery.ca' },
  ...overrides,
});

const report = (clients: RecentClient[]) => ok({ since: '2026-07-20T18:00:00Z', clients });

const renderStatus = () => renderWithQueries(<PaymentStatusPage />);

describe('PaymentStatusPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it("shows 'checking' while it reads, then the first paid record's details with the amount in dollars and cents", async () => {
    const answer = deferred<unknown>();
    get.mockReturnValue(answer.promise as never);
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('Checking payment status...');
    answer.resolve(
      report([
        recent({ id: '6f1c2a4e-0000-4000-8000-000000000003', businessName: 'Newest Unpaid', accessCode: null }),
        recent({
          id: '6f1c2a4e-0000-4000-8000-000000000002',
          businessName: 'Prairie Bakery',
          paymentCompleted: true,
          stepCompleted: 1,
          monthlyPriceCents: 3900,
          stripeCheckoutSessionId: 'cs_test_1',
          stripePaymentIntentId: 'sub_1',
          paymentCompletedAt: '2026-07-21T16:05:00Z',
        }),
        recent({ businessName: 'Older Paid', paymentCompleted: true, monthlyPriceCents: 7900 }),
      ]),
    );
    const found = await screen.findByRole('region', { name: 'Payment Found' });
    expect(get).toHaveBeenCalledWith('/admin/payment-status');
    const details = Object.fromEntries(
      within(found)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(details).toMatchObject({
      Business: 'Prairie Bakery',
      'Amount Paid': '$39.00',
      'Paid at': 'Jul 21, 2026, 10:05 AM MDT',
      'Checkout session': 'cs_test_1',
      'Payment intent': 'sub_1',
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['None', 'MB-7K2QXP', 'MB-7K2QXP']);
    expect(rows[1]!.textContent).toContain('Yes ($39.00)');
    expect(screen.getByText('Debug')).toBeTruthy();
  });

  it("says 'No Recent Payments Found' when nothing of the last 24 hours is paid", async () => {
    get.mockResolvedValue(report([recent()]) as never);
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'No Recent Payments Found' })).toBeTruthy();
    expect(screen.getByText('No payments detected in the last 24 hours')).toBeTruthy();
    expect(screen.getByRole('rowheader').textContent).toContain('Prairie Bakery');
  });

  it("says 'Error Checking Status' when the read fails, and reads again on Refresh Status", async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(failure(500) as never);
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Error Checking Status' })).toBeTruthy();
    get.mockResolvedValue(report([]) as never);
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByRole('heading', { name: 'No Recent Payments Found' })).toBeTruthy();
    expect(screen.getByText('No client records in the last 24 hours.')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
