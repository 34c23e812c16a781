import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagingApi } from '../../../messaging/messagingClient';
import { billing, invoice, invoiceList, subscription } from '../../../payments/billing/testBilling';
import { leavePageFor } from '../../../shared/lib/leavePage';
import { CLIENT_ID, FakeSocket } from '../../../messaging/testLive';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { clientRecord, currentLocation } from '../testPortal';
import { answerReads, paymentsGet, paymentsPost, renderStep, resetSteps, type Reads } from './testSteps';

vi.mock('../../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../messaging/messagingClient', () => ({
  messagingApi: { GET: vi.fn(), POST: vi.fn() },
  liveUrl: () => 'ws://localhost/api/messaging/live',
}));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../shared/lib/leavePage', () => ({ leavePageFor: vi.fn() }));

const complete = (overrides = {}) =>
  clientRecord({
    paymentCompleted: true,
    contractSigned: true,
    videoWatched: true,
    onboardingComplete: true,
    stepCompleted: 4,
    ...overrides,
  });

/** An empty thread and no meetings: these tests look at billing. */
function answerMessaging() {
  vi.mocked(messagingApi.GET).mockImplementation((async (path: string) => {
    if (path === '/client/messages') return ok({ clientId: 'c', messages: [] });
    if (path === '/client/meetings') return ok({ meetings: [] });
    throw new Error(`unexpected GET ${path}`);
  }) as never);
  vi.mocked(messagingApi.POST).mockResolvedValue(
    ok({ clientId: 'c', readBy: 'client', count: 0, upToSeq: null, readAt: '2026-11-27T18:00:00Z' }) as never,
  );
}

async function openDashboard(reads: Reads = {}) {
  answerReads({ client: complete(), ...reads });
  answerMessaging();
  await renderStep('dashboard');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
}

const billingCard = () => screen.getByRole('region', { name: 'Billing' });

/** The term and value pairs of the billing card's summary (the next charge's own parts apart). */
const summary = () =>
  Object.fromEntries(
    within(billingCard())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );

const PORTAL_URL = 'https://billing.stripe.com/p/session/test_YWNjdF8x';

describe('the client dashboard: billing', () => {
  beforeAll(() => import('./DashboardStep'));

  beforeEach(() => {
    resetSteps();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-11-27T20:00:00Z');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the plan before tax, the state, the trial’s end and the next charge with its tax and total', async () => {
    await openDashboard({ billing: ok(billing()) });
    expect(await within(billingCard()).findByText('Growth · $39.00/month before tax')).toBeTruthy();
    expect(summary()).toMatchObject({
      Plan: 'Growth · $39.00/month before tax',
      Status: 'Trialing',
      'Trial ends': 'Dec 4, 2026',
      'Amount before tax': '$39.00',
      Tax: '$5.07',
      Total: '$44.07',
    });
    expect(summary()['Next charge']).toContain('Dec 4, 2026');
    expect(within(billingCard()).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(paymentsGet()).toHaveBeenCalledWith('/client/billing');
    // Nothing failed: no banner.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['active', {}, 'Active'],
    ['past due', { status: 'past_due', paymentFailed: true }, 'Past Due'],
    ['unpaid', { status: 'unpaid', paymentFailed: true }, 'Unpaid'],
    ['cancelled', { status: 'canceled', nextCharge: null }, 'Cancelled'],
    ['cancelling', { cancelAtPeriodEnd: true, nextCharge: null }, 'Cancels on Dec 4, 2026'],
    [
      'past due and cancelling',
      { status: 'past_due', paymentFailed: true, cancelAtPeriodEnd: true, nextCharge: null },
      'Past Due · Cancels on Dec 4, 2026',
    ],
  ] as const)('says the state of a subscription that is %s in words', async (_, overrides, words) => {
    await openDashboard({ billing: ok(billing({ subscription: subscription({ status: 'active', ...overrides }) })) });
    await within(billingCard()).findByText('Growth · $39.00/month before tax');
    expect(summary().Status).toBe(words);
    // A plan that has ended or ends at its period's end has no Next charge line at all.
    if ('nextCharge' in overrides) expect(summary()).not.toHaveProperty('Next charge');
  });

  it("shows a demo client's plan as Trialing (demo), with nothing to manage", async () => {
    await openDashboard({
      client: complete({
        package: 'professional',
        billing: {
          status: 'trialing',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
          demo: true,
          updatedAt: '2026-11-27T17:00:00Z',
        },
      }),
      billing: ok(billing({ subscription: null })),
    });
    expect(await within(billingCard()).findByText('Professional · $79.00/month before tax')).toBeTruthy();
    expect(summary().Status).toBe('Trialing (demo)Demo mode: nothing is charged.');
    expect(within(billingCard()).queryByRole('button')).toBeNull();
  });

  it('says billing is not set up here without Stripe keys, with no button', async () => {
    await openDashboard({ billing: ok(billing({ configured: false, subscription: null })) });
    expect(await within(billingCard()).findByText('Billing is not set up here.')).toBeTruthy();
    expect(within(billingCard()).queryByRole('button')).toBeNull();
  });

  it('says no subscription is recorded yet, with no button', async () => {
    await openDashboard({ billing: ok(billing({ subscription: null })) });
    expect(
      await within(billingCard()).findByText('No subscription yet. It shows here once the payment is recorded.'),
    ).toBeTruthy();
    expect(within(billingCard()).queryByRole('button')).toBeNull();
  });

  it('says so while billing loads, and when it cannot be read, with Try again', async () => {
    const user = userEvent.setup();
    const first = deferred<unknown>();
    let reads = 0;
    // The portal's reads are tried twice before they fail (shared/api/queryClient.ts).
    await openDashboard({ billing: () => (++reads === 1 ? first.promise : reads === 2 ? failure(500) : ok(billing())) });
    expect(within(billingCard()).getByRole('status').textContent).toBe('Loading billing...');

    await act(async () => first.resolve(failure(500)));
    expect((await within(billingCard()).findByRole('alert')).textContent).toBe('Failed to load billing.');
    await user.click(within(billingCard()).getByRole('button', { name: 'Try again' }));
    expect(await within(billingCard()).findByText('Growth · $39.00/month before tax')).toBeTruthy();
    expect(reads).toBe(3);
  });

  it('Manage billing opens Stripe’s portal in this tab, busy until it has gone', async () => {
    const user = userEvent.setup();
    const created = deferred<unknown>();
    paymentsPost().mockReturnValue(created.promise as never);
    await openDashboard({ billing: ok(billing({ subscription: subscription({ status: 'active' }) })) });
    await user.click(await within(billingCard()).findByRole('button', { name: 'Manage billing' }));
    expect(paymentsPost()).toHaveBeenCalledWith('/client/billing-portal-sessions');
    const busy = within(billingCard()).getByRole('button', { name: 'Opening...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);

    await act(async () => created.resolve(ok({ url: PORTAL_URL }, 201)));
    expect(leavePageFor).toHaveBeenCalledWith(PORTAL_URL);
    // Still busy while the tab leaves.
    expect((within(billingCard()).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [failure(502, 'PAYMENTS_PROVIDER_UNAVAILABLE'), 'Failed to open billing. Please try again.'],
    [failure(404, 'PAYMENTS_NO_SUBSCRIPTION'), 'There is no subscription to manage yet.'],
    [failure(503, 'PAYMENTS_NOT_CONFIGURED'), 'Billing is not set up here.'],
  ])('says why Manage billing could not open, and lets the client try again', async (answer, message) => {
    const user = userEvent.setup();
    paymentsPost().mockResolvedValue(answer as never);
    await openDashboard({ billing: ok(billing({ subscription: subscription({ status: 'active' }) })) });
    await user.click(await within(billingCard()).findByRole('button', { name: 'Manage billing' }));
    expect((await within(billingCard()).findByRole('alert')).textContent).toBe(message);
    expect(leavePageFor).not.toHaveBeenCalled();
    expect((within(billingCard()).getByRole('button', { name: 'Manage billing' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('signs the tab out when the session has ended as Manage billing is asked for', async () => {
    const user = userEvent.setup();
    paymentsPost().mockResolvedValue(failure(401) as never);
    await openDashboard({ billing: ok(billing({ subscription: subscription({ status: 'active' }) })) });
    await user.click(await within(billingCard()).findByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
  });

  it('when the last payment failed, a banner at the top asks to update the card, and Update card opens the portal', async () => {
    const user = userEvent.setup();
    paymentsPost().mockResolvedValue(ok({ url: PORTAL_URL }, 201) as never);
    await openDashboard({
      billing: ok(billing({ subscription: subscription({ status: 'past_due', paymentFailed: true }) })),
    });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Your last payment failed. Update your card to keep your plan.');
    // Above the dashboard's cards.
    expect(banner.compareDocumentPosition(billingCard()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      banner.compareDocumentPosition(screen.getByRole('region', { name: 'Project Status' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Project Status does not call the payment complete while it is past due.
    expect(
      within(screen.getByRole('region', { name: 'Project Status' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(0, 3),
    ).toEqual(['Payment Past DuePast Due', 'Contract SignedDone', 'Onboarding CompleteDone']);
    await user.click(within(banner).getByRole('button', { name: 'Update card' }));
    expect(paymentsPost()).toHaveBeenCalledWith('/client/billing-portal-sessions');
    await vi.waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(PORTAL_URL));
  });

  it('shows the failed-payment banner, the state and the status as payments reports them, without a reload', async () => {
    let current = subscription({ status: 'active' });
    await openDashboard({ billing: () => ok(billing({ subscription: current })) });
    await within(billingCard()).findByText('Growth · $39.00/month before tax');
    expect(screen.queryByRole('alert')).toBeNull();
    const socket = FakeSocket.latest();
    socket.open();
    act(() => socket.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 0 }));

    current = subscription({ status: 'past_due', paymentFailed: true });
    act(() => socket.frame({ type: 'billing', clientId: CLIENT_ID }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Your last payment failed.');
    expect(summary().Status).toBe('Past Due');
    expect(within(screen.getByRole('region', { name: 'Project Status' })).getByText('Payment Past Due')).toBeTruthy();

    // Paid again in Stripe's portal: the banner goes.
    current = subscription({ status: 'active' });
    act(() => socket.frame({ type: 'billing', clientId: CLIENT_ID }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(summary().Status).toBe('Active');
  });

  it('says in the banner why Update card could not open', async () => {
    const user = userEvent.setup();
    paymentsPost().mockResolvedValue(failure(502, 'PAYMENTS_PROVIDER_UNAVAILABLE') as never);
    await openDashboard({
      billing: ok(billing({ subscription: subscription({ status: 'unpaid', paymentFailed: true }) })),
    });
    const banner = await screen.findByRole('alert');
    await user.click(within(banner).getByRole('button', { name: 'Update card' }));
    expect(await within(banner).findByText('Failed to open billing. Please try again.')).toBeTruthy();
    // Said once, beside the button that was pressed.
    expect(within(billingCard()).queryByText('Failed to open billing. Please try again.')).toBeNull();
  });

  describe('the Invoices tab', () => {
    const openInvoices = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('tab', { name: 'Invoices' }));
      return screen.getByRole('tabpanel', { name: 'Invoices' });
    };

    it('lists each invoice with its taxes, total, status and links naming it, then the tax paid and the GST/HST number', async () => {
      const user = userEvent.setup();
      const failed = invoice({
        id: 'in_test_2',
        number: 'MB-0002',
        status: 'open',
        paymentFailed: true,
        createdAt: '2027-01-04T17:00:00Z',
        amountPaidCents: 0,
        invoicePdf: null,
      });
      const quebec = invoice({
        id: 'in_test_3',
        number: null,
        status: 'draft',
        subtotalCents: 7900,
        taxLines: [
          { label: 'GST 5%', amountCents: 395 },
          { label: 'QST 9.975%', amountCents: 788 },
        ],
        taxCents: 1183,
        totalCents: 9083,
        hostedInvoiceUrl: null,
        invoicePdf: null,
      });
      await openDashboard({ billing: ok(billing()), invoices: ok(invoiceList([failed, invoice(), quebec])) });
      expect(paymentsGet()).not.toHaveBeenCalledWith('/client/invoices');
      const panel = await openInvoices(user);
      const table = await within(panel).findByRole('table');
      expect(paymentsGet()).toHaveBeenCalledWith('/client/invoices');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Number', 'Date', 'Amount before tax', 'Taxes', 'Total', 'Status', 'Invoice']);
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      expect(rows).toEqual([
        [
          'MB-0002',
          'Jan 4, 2027',
          '$39.00',
          'HST 13%: $5.07',
          '$44.07',
          'Payment failed',
          'View invoice MB-0002 (opens in a new tab)',
        ],
        [
          'MB-0001',
          'Dec 4, 2026',
          '$39.00',
          'HST 13%: $5.07',
          '$44.07',
          'Paid',
          'View invoice MB-0001 (opens in a new tab)PDF of invoice MB-0001 (opens in a new tab)',
        ],
        ['Draft', 'Dec 4, 2026', '$79.00', 'GST 5%: $3.95QST 9.975%: $7.88', '$90.83', 'Draft', ''],
      ]);
      const view = within(table).getByRole('link', { name: 'View invoice MB-0001 (opens in a new tab)' });
      expect(view.getAttribute('href')).toBe('https://invoice.stripe.com/i/in_test_1');
      expect(view.getAttribute('target')).toBe('_blank');
      expect(view.getAttribute('rel')).toBe('noopener noreferrer');
      expect(within(table).getByRole('link', { name: 'PDF of invoice MB-0001 (opens in a new tab)' }).getAttribute('href')).toBe(
        'https://pay.stripe.com/invoice/in_test_1/pdf',
      );
      // The table scrolls inside its own labelled frame on a narrow screen, and the keyboard reaches it.
      const frame = within(panel).getByRole('group', { name: 'Invoice table' });
      expect(frame.tabIndex).toBe(0);
      expect(within(panel).getByText('Tax paid: $5.07')).toBeTruthy();
      expect(within(panel).getByText('GST/HST No. 123456789RT0001')).toBeTruthy();
    });

    it('says there are no invoices yet, without a tax paid line or a number the agency does not have', async () => {
      const user = userEvent.setup();
      await openDashboard({ invoices: ok(invoiceList([], { gstHstNumber: null })) });
      const panel = await openInvoices(user);
      expect(await within(panel).findByText('No invoices yet.')).toBeTruthy();
      expect(within(panel).queryByRole('table')).toBeNull();
      expect(within(panel).queryByText(/Tax paid/)).toBeNull();
      expect(within(panel).queryByText(/GST\/HST No\./)).toBeNull();
    });

    it('says so while the invoices load, and when they cannot be read, with Try again', async () => {
      const user = userEvent.setup();
      const first = deferred<unknown>();
      let reads = 0;
      await openDashboard({
        invoices: () => (++reads === 1 ? first.promise : reads === 2 ? failure(502) : ok(invoiceList())),
      });
      const panel = await openInvoices(user);
      expect(within(panel).getByRole('status').textContent).toBe('Loading invoices...');
      await act(async () => first.resolve(failure(502)));
      expect((await within(panel).findByRole('alert')).textContent).toBe('Failed to load invoices.');
      await user.click(within(panel).getByRole('button', { name: 'Try again' }));
      expect(await within(panel).findByRole('table')).toBeTruthy();
    });
  });
});
