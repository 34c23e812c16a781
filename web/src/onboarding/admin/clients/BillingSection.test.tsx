import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsApi } from '../../../payments/paymentsClient';
import { billing, invoice, invoiceList, subscription } from '../../../payments/billing/testBilling';
import { FakeSocket, signInTeamOnFakeSocket, signOutTeamFromFakeSocket } from '../../../messaging/testLive';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { BillingSection } from './BillingSection';
import { clientDetail } from './testClients';

vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../shared/api/clients', () => ({ refreshSession: vi.fn() }));
vi.mock('../../../messaging/messagingClient', () => ({ liveUrl: () => 'ws://localhost/api/messaging/live' }));

const get = vi.mocked(paymentsApi.GET);
const CLIENT_ID = '6f1c2a4e-0000-4000-8000-000000000001';

function answer({
  billingAnswer = ok(billing()),
  invoicesAnswer = ok(invoiceList()),
}: {
  billingAnswer?: unknown;
  invoicesAnswer?: unknown;
}) {
  get.mockImplementation((async (path: string) => {
    if (path === '/admin/clients/{clientId}/billing')
      return typeof billingAnswer === 'function' ? billingAnswer() : billingAnswer;
    if (path === '/admin/clients/{clientId}/invoices')
      return typeof invoicesAnswer === 'function' ? invoicesAnswer() : invoicesAnswer;
    throw new Error(`unexpected GET ${path}`);
  }) as never);
}

const card = () => screen.getByRole('region', { name: 'Billing' });
const invoicesCard = () => screen.getByRole('region', { name: 'Invoices' });
const summary = () =>
  Object.fromEntries(
    within(card())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );

describe("the team's view of a client's billing", () => {
  beforeEach(() => {
    get.mockReset();
    signInTeamOnFakeSocket();
  });

  afterEach(() => {
    signOutTeamFromFakeSocket();
  });

  it('changes as payments reports the client’s billing, without a reload, and after its socket comes back', async () => {
    let current = subscription({ status: 'active' });
    answer({ billingAnswer: () => ok(billing({ subscription: current })), invoicesAnswer: ok(invoiceList([])) });
    renderWithQueries(<BillingSection client={clientDetail()} />);
    await within(card()).findByText('Growth · $39.00/month before tax');
    expect(summary().Status).toBe('Active');
    const socket = FakeSocket.latest();
    socket.open();
    // It follows the client's thread for no messages: only what comes from now on.
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'admin-token' },
      { type: 'subscribe', clientId: CLIENT_ID },
    ]);
    act(() => socket.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 0 }));

    current = subscription({ status: 'past_due', paymentFailed: true });
    act(() => socket.frame({ type: 'billing', clientId: CLIENT_ID }));
    await vi.waitFor(() => expect(summary().Status).toBe('Past Due'));
    expect(get).toHaveBeenCalledWith('/admin/clients/{clientId}/invoices', { params: { path: { clientId: CLIENT_ID } } });

    // A change while the socket was down is read when it subscribes again.
    socket.drop(1006);
    const again = await vi.waitFor(() => {
      expect(FakeSocket.instances.length).toBe(2);
      return FakeSocket.latest();
    });
    current = subscription({ status: 'past_due', paymentFailed: true, cancelAtPeriodEnd: true, nextCharge: null });
    again.open();
    act(() => again.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 0 }));
    await vi.waitFor(() => expect(summary().Status).toBe('Past Due · Cancels on Dec 4, 2026'));
  });

  it("shows the client's plan, state and next charge, without Manage billing, and its invoices", async () => {
    answer({
      billingAnswer: ok(
        billing({ subscription: subscription({ status: 'active', package: 'professional', amountCents: 7900 }) }),
      ),
    });
    renderWithQueries(<BillingSection client={clientDetail()} />);
    expect(await within(card()).findByText('Professional · $79.00/month before tax')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/clients/{clientId}/billing', { params: { path: { clientId: CLIENT_ID } } });
    expect(get).toHaveBeenCalledWith('/admin/clients/{clientId}/invoices', { params: { path: { clientId: CLIENT_ID } } });
    expect(summary()).toMatchObject({ Status: 'Active', 'Amount before tax': '$39.00', Tax: '$5.07', Total: '$44.07' });
    expect(within(card()).queryByRole('button')).toBeNull();

    const table = await within(invoicesCard()).findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'MB-0001' })).toBeTruthy();
    expect(table.textContent).toContain('HST 13%: $5.07');
    expect(within(invoicesCard()).getByText('Tax paid: $5.07')).toBeTruthy();
    expect(within(invoicesCard()).getByText('GST/HST No. 123456789RT0001')).toBeTruthy();
  });

  it('says when a client’s subscription cancels, and that a charge failed on an invoice', async () => {
    answer({
      billingAnswer: ok(billing({ subscription: subscription({ status: 'active', cancelAtPeriodEnd: true, nextCharge: null }) })),
      invoicesAnswer: ok(invoiceList([invoice({ status: 'open', paymentFailed: true })])),
    });
    renderWithQueries(<BillingSection client={clientDetail()} />);
    await within(card()).findByText('Growth · $39.00/month before tax');
    // A plan that cancels has no next charge to show: not even a line saying so.
    expect(summary()).toEqual({ Plan: 'Growth · $39.00/month before tax', Status: 'Cancels on Dec 4, 2026' });
    expect(await within(invoicesCard()).findByText('Payment failed')).toBeTruthy();
  });

  it('shows a cancelled plan without a next charge, and Past Due beside a cancellation still to come', async () => {
    answer({
      billingAnswer: ok(billing({ subscription: subscription({ status: 'canceled', nextCharge: null }) })),
      invoicesAnswer: ok(invoiceList([])),
    });
    const { unmount } = renderWithQueries(<BillingSection client={clientDetail()} />);
    await within(card()).findByText('Growth · $39.00/month before tax');
    expect(summary()).toEqual({ Plan: 'Growth · $39.00/month before tax', Status: 'Cancelled' });
    unmount();

    answer({
      billingAnswer: ok(
        billing({
          subscription: subscription({ status: 'past_due', cancelAtPeriodEnd: true, paymentFailed: true, nextCharge: null }),
        }),
      ),
      invoicesAnswer: ok(invoiceList([])),
    });
    renderWithQueries(<BillingSection client={clientDetail()} />);
    await within(card()).findByText('Growth · $39.00/month before tax');
    expect(summary()).toEqual({ Plan: 'Growth · $39.00/month before tax', Status: 'Past Due · Cancels on Dec 4, 2026' });
  });

  it('shows a demo client as Trialing (demo), and a client without a payment as no subscription yet', async () => {
    answer({ billingAnswer: ok(billing({ subscription: null })), invoicesAnswer: ok(invoiceList([])) });
    const demo = {
      status: 'trialing' as const,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      demo: true,
      updatedAt: '2026-11-27T17:00:00Z',
    };
    const { unmount } = renderWithQueries(<BillingSection client={clientDetail({ billing: demo, package: 'starter' })} />);
    expect(await within(card()).findByText('Starter · $19.00/month before tax')).toBeTruthy();
    expect(summary().Status).toContain('Trialing (demo)');
    expect(await within(invoicesCard()).findByText('No invoices yet.')).toBeTruthy();
    unmount();

    renderWithQueries(<BillingSection client={clientDetail()} />);
    expect(await within(card()).findByText('No subscription yet. It shows here once the payment is recorded.')).toBeTruthy();
  });

  it('says billing is not set up here without Stripe keys', async () => {
    answer({ billingAnswer: ok(billing({ configured: false, subscription: null })) });
    renderWithQueries(<BillingSection client={clientDetail()} />);
    expect(await within(card()).findByText('Billing is not set up here.')).toBeTruthy();
  });

  it('says so while loading and when a read fails, each with Try again', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    let reads = 0;
    answer({
      billingAnswer: () => (++reads === 1 ? pending.promise : ok(billing())),
      invoicesAnswer: failure(500),
    });
    renderWithQueries(<BillingSection client={clientDetail()} />);
    expect(within(card()).getByRole('status').textContent).toBe('Loading billing...');
    expect(within(invoicesCard()).getByRole('status').textContent).toBe('Loading invoices...');
    await act(async () => pending.resolve(failure(502)));
    expect((await within(card()).findByRole('alert')).textContent).toBe('Failed to load billing.');
    expect((await within(invoicesCard()).findByRole('alert')).textContent).toBe('Failed to load invoices.');

    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByText('Growth · $39.00/month before tax')).toBeTruthy();
  });
});
