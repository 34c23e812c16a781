import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../shared/api/clients';
import { getSessionState, setSession } from '../../../shared/api/session';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { clientRecord, currentLocation } from '../testPortal';
import { answerReads, onboardingGet, onboardingPost, paymentsPost, renderStep, resetSteps } from './testSteps';

vi.mock('../../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const SESSION_ID = 'cs_test_a1B2c3';
const paid = clientRecord({ paymentCompleted: true, stepCompleted: 1 });

/** A tab as window.open gives it, to see where it is sent. */
function stubTab() {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

const card = (name: string) => screen.getByRole('listitem', { name });

/** Chooses where the client's business is, which Start Free Trial needs first. */
async function chooseProvince(user: ReturnType<typeof userEvent.setup>, province: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Province or territory/ }), province);
}

// Some tests wait out the spec's real delays (1.5 s, 2 s) on a machine that may be busy.
describe('the payment step', { timeout: 15_000 }, () => {
  beforeAll(() => import('./StepScreen'));

  beforeEach(() => {
    resetSteps();
  });

  it("offers the three packages with their prices, features and 'Ideal for' lines", async () => {
    answerReads();
    await renderStep('payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-labelledby'));
    expect(cards.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Starter',
      'Growth',
      'Professional',
    ]);
    expect(card('Starter').textContent).toContain('$19/month');
    expect(card('Growth').textContent).toContain('$39/month');
    expect(card('Professional').textContent).toContain('$79/month');
    expect(within(card('Growth')).getByText('Most Popular')).toBeTruthy();
    expect(within(card('Starter')).queryByText('Most Popular')).toBeNull();
    for (const name of ['Starter', 'Growth', 'Professional']) {
      expect(within(card(name)).getByText('After 7-day free trial')).toBeTruthy();
      expect(within(card(name)).getByText(/^Ideal for/)).toBeTruthy();
      // Three buttons read 'Start Free Trial'; each names its package to assistive technology.
      const start = within(card(name)).getByRole('button', { name: `Start Free Trial with the ${name} package` });
      expect(start.textContent).toBe(`Start Free Trial with the ${name} package`);
      expect(start.querySelector('span')!.className).toMatch(/visuallyHidden/);
    }
    const features = (name: string) =>
      within(within(card(name)).getAllByRole('list')[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(features('Starter')).toEqual(['5 pages', '1 month support']);
    expect(features('Growth')).toEqual(['10 pages', '3 months support', 'Content management system (CMS)']);
    expect(features('Professional')).toEqual(['Unlimited pages', '6 months support', 'Weekly blog posts']);
    expect(screen.getByText('256-bit SSL Encryption')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Check Payment Status' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Demo Mode - Skip Payment' })).toBeNull();
  });

  it('opens Checkout in a tab opened within the click, keeps the package and stays busy for 2 s', async () => {
    const user = userEvent.setup();
    answerReads();
    const { tab, open } = stubTab();
    const created = deferred<unknown>();
    paymentsPost().mockReturnValue(created.promise as never);
    await renderStep('payment');

    await chooseProvince(user, 'ON');

    await user.click(within(await screen.findByRole('listitem', { name: 'Growth' })).getByRole('button'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(paymentsPost()).toHaveBeenCalledWith('/checkout-sessions', { body: { package: 'growth', province: 'ON' } });
    expect(sessionStorage.getItem('selected_package')).toBe('Growth Package ($39)');
    const busy = within(card('Growth')).getByRole('button', { name: 'Opening...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((within(card('Starter')).getByRole('button') as HTMLButtonElement).disabled).toBe(true);

    const url = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3';
    await act(async () => created.resolve(ok({ id: SESSION_ID, url }, 201)));
    expect(tab.location.href).toBe(url);
    expect(notify.success).toHaveBeenCalledWith('Payment link opened! Complete payment and return here.');
    // Still busy until 2 s have passed since the click.
    expect((within(card('Growth')).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(
      () => expect(within(card('Growth')).getByRole('button', { name: /^Start Free Trial/ })).toHaveProperty('disabled', false),
      { timeout: 3_000 },
    );
  });

  it('asks for the province or territory, by name, and says prices are in CAD before tax', async () => {
    answerReads();
    await renderStep('payment');
    const province = (await screen.findByRole('combobox', { name: /^Province or territory/ })) as HTMLSelectElement;
    expect(province.required).toBe(true);
    expect([...province.options].map((option) => option.text)).toEqual([
      'Choose your province or territory',
      'Alberta',
      'British Columbia',
      'Manitoba',
      'New Brunswick',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nova Scotia',
      'Nunavut',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
      'Yukon',
    ]);
    expect(province.value).toBe('');
    expect(screen.getByText('Prices are in Canadian dollars (CAD), before tax.')).toBeTruthy();
    // No province yet: no taxes on the cards.
    expect(card('Growth').textContent).not.toContain('after your trial');
  });

  it('will not start the trial before a province is chosen: it says so and takes the focus there', async () => {
    const user = userEvent.setup();
    answerReads();
    const { open } = stubTab();
    await renderStep('payment');
    await user.click(within(await screen.findByRole('listitem', { name: 'Growth' })).getByRole('button'));
    const province = screen.getByRole('combobox', { name: /^Province or territory/ });
    expect(open).not.toHaveBeenCalled();
    expect(paymentsPost()).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(province);
    expect(province.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please choose your province or territory').id).toBe(
      province.getAttribute('aria-describedby')!.split(' ').pop(),
    );

    await user.selectOptions(province, 'Alberta');
    expect(province.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please choose your province or territory')).toBeNull();
    paymentsPost().mockReturnValue(deferred<unknown>().promise as never);
    await user.click(within(card('Growth')).getByRole('button'));
    expect(paymentsPost()).toHaveBeenCalledWith('/checkout-sessions', { body: { package: 'growth', province: 'AB' } });
  });

  it("shows each package's taxes in the chosen province and its monthly total after the trial", async () => {
    const user = userEvent.setup();
    answerReads();
    await renderStep('payment');
    await chooseProvince(user, 'ON');
    expect(within(card('Starter')).getByText('HST 13%: $2.47 · $21.47/month after your trial')).toBeTruthy();
    expect(within(card('Growth')).getByText('HST 13%: $5.07 · $44.07/month after your trial')).toBeTruthy();
    expect(within(card('Professional')).getByText('HST 13%: $10.27 · $89.27/month after your trial')).toBeTruthy();

    await chooseProvince(user, 'AB');
    expect(within(card('Growth')).getByText('GST 5%: $1.95 · $40.95/month after your trial')).toBeTruthy();

    await chooseProvince(user, 'QC');
    expect(
      within(card('Professional')).getByText('GST 5%: $3.95 · QST 9.975%: $7.88 · $90.83/month after your trial'),
    ).toBeTruthy();
  });

  it('with Stripe Tax on, says the tax comes from the billing address at checkout instead of naming rates', async () => {
    const user = userEvent.setup();
    answerReads({ automaticTax: true });
    await renderStep('payment');
    expect(
      await screen.findByText(
        'Prices are in Canadian dollars (CAD), before tax. Tax is calculated from your billing address at checkout.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Where your business is.')).toBeTruthy();
    await chooseProvince(user, 'ON');
    expect(card('Growth').textContent).not.toContain('HST');
    expect(card('Growth').textContent).not.toContain('after your trial');
  });

  it('says card payments are not set up when checkout is off here, with the buttons disabled', async () => {
    answerReads({ checkoutEnabled: false });
    await renderStep('payment');
    expect(
      await screen.findByText('Card payments are not set up here yet, so the payment page cannot open. Please contact our team.'),
    ).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /^Start Free Trial/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it.each([
    [
      503,
      'PAYMENTS_NOT_CONFIGURED',
      'Card payments are not set up here yet, so the payment page cannot open. Please contact our team.',
    ],
    [503, 'PAYMENTS_PROVIDER_MISCONFIGURED', 'Failed to open the payment page. Please try again.'],
    [502, 'PAYMENTS_PROVIDER_UNAVAILABLE', 'Failed to open the payment page. Please try again.'],
  ])('closes the tab and says so when the session cannot be made (%i %s)', async (status, code, message) => {
    const user = userEvent.setup();
    answerReads();
    const { tab } = stubTab();
    paymentsPost().mockResolvedValue(failure(status, code) as never);
    await renderStep('payment');
    await chooseProvince(user, 'ON');
    await user.click(within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button'));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(tab.close).toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('verifies the return from Checkout, waits for the record to show the payment, and goes to the contract 1.5 s after the toast', async () => {
    let reads = 0;
    // The event reaches onboarding a moment after the verification: the first reads are not paid yet.
    answerReads({ client: () => (++reads >= 3 ? paid : clientRecord()) });
    const verification = deferred<unknown>();
    paymentsPost().mockReturnValue(verification.promise as never);
    // The 1.5 s count from the toast, not from when this test, on a busy machine, got to look.
    let toastedAt = 0;
    vi.mocked(notify.success).mockImplementation(() => {
      toastedAt ||= Date.now();
    });
    await renderStep('payment', `?session_id=${SESSION_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying Payment' })).toBeTruthy();
    expect(paymentsPost()).toHaveBeenCalledWith('/checkout-sessions/{sessionId}/verification', {
      params: { path: { sessionId: SESSION_ID } },
    });
    await act(async () => verification.resolve(ok({ verified: true })));
    expect(notify.success).toHaveBeenCalledWith('Payment verified successfully!');
    expect(currentLocation()).toBe(`/onboarding/payment?session_id=${SESSION_ID}`);

    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/contract'), { timeout: 5_000 });
    // A timer may fire a few milliseconds early by the wall clock.
    expect(Date.now() - toastedAt).toBeGreaterThanOrEqual(1_490);
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(paymentsPost()).toHaveBeenCalledTimes(1);
  });

  it('says verification failed when Stripe has not been paid, and offers the packages again', async () => {
    answerReads();
    paymentsPost().mockResolvedValue(ok({ verified: false }) as never);
    await renderStep('payment', `?session_id=${SESSION_ID}`);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Payment verification failed. Please contact support.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeTruthy();
    // The session id leaves the address, so a reload does not verify it again.
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/payment'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it.each([404, 500])('says verifying failed when the verification is refused (%i)', async (status) => {
    answerReads();
    paymentsPost().mockResolvedValue(failure(status) as never);
    await renderStep('payment', `?session_id=${SESSION_ID}`);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to verify payment. Please try again.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeTruthy();
  });

  it('Check Payment Status: found, then on to the contract', async () => {
    const user = userEvent.setup();
    answerReads({ client: paid });
    onboardingGet().mockImplementationOnce((async () => clientRecord()) as never);
    paymentsPost().mockResolvedValue(ok({ found: true }) as never);
    await renderStep('payment');
    await user.click(await screen.findByRole('button', { name: 'Check Payment Status' }));
    expect(paymentsPost()).toHaveBeenCalledWith('/client/payment-check');
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payment found! Proceeding to contract...'));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/contract'), { timeout: 4_000 });
  });

  it('Start Free Trial for a client who has paid already (in another tab): no second checkout, on to the contract', async () => {
    const user = userEvent.setup();
    answerReads({ client: paid });
    onboardingGet().mockImplementationOnce((async () => clientRecord()) as never);
    const { tab } = stubTab();
    paymentsPost().mockResolvedValue(failure(409, 'PAYMENTS_ALREADY_PAID') as never);
    await renderStep('payment');
    await chooseProvince(user, 'ON');
    await user.click(within(await screen.findByRole('listitem', { name: 'Growth' })).getByRole('button'));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payment found! Proceeding to contract...'));
    expect(tab.close).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/contract'), { timeout: 4_000 });
  });

  it.each([
    [ok({ found: false }), 'Payment not found yet. Please try again in a moment.'],
    [failure(502), 'Failed to check payment status.'],
  ])('Check Payment Status: says what it found', async (answer, message) => {
    const user = userEvent.setup();
    answerReads();
    paymentsPost().mockResolvedValue(answer as never);
    await renderStep('payment');
    await user.click(await screen.findByRole('button', { name: 'Check Payment Status' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(currentLocation()).toBe('/onboarding/payment');
  });

  it('in demo mode, skips the payment with the chosen package', async () => {
    const user = userEvent.setup();
    answerReads({ settings: { demoMode: true } });
    onboardingPost().mockResolvedValue(ok({ ...paid.data, package: 'professional' }) as never);
    await renderStep('payment');
    const demo = await screen.findByRole('region', { name: 'Demo Mode - Skip Payment' });
    expect(
      within(demo)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Skip with Starter Package ($19)', 'Skip with Growth Package ($39)', 'Skip with Professional Package ($79)']);
    await user.click(within(demo).getByRole('button', { name: 'Skip with Professional Package ($79)' }));
    expect(onboardingPost()).toHaveBeenCalledWith('/client/demo-payment', { body: { package: 'professional' } });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payment confirmed! Proceeding to contract...'));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/contract'));
  });

  it('in demo mode, says so when skipping fails', async () => {
    const user = userEvent.setup();
    answerReads({ settings: { demoMode: true } });
    onboardingPost().mockResolvedValue(failure(404) as never);
    await renderStep('payment');
    await user.click(await screen.findByRole('button', { name: 'Skip with Growth Package ($39)' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to confirm payment. Please try again.'));
    expect(currentLocation()).toBe('/onboarding/payment');
  });

  it('sends a client that has paid on to the contract', async () => {
    answerReads({ client: paid });
    await renderStep('payment');
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/contract'));
  });

  it('signs the tab out when the server no longer takes its access code', async () => {
    sessionStorage.setItem('onboarding_access_code', 'MB-7K2QXP');
    sessionStorage.setItem('onboarding_client_email', 'ada@bakery.ca');
    answerReads({ client: failure(401) });
    await renderStep('payment');
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
    expect(getSessionState().session).toBeNull();
    expect(sessionStorage.getItem('onboarding_access_code')).toBeNull();
    expect(sessionStorage.getItem('onboarding_client_email')).toBeNull();
  });

  it("shows 'Payment Received' once the payment is verified, with the focus on it", async () => {
    let reads = 0;
    answerReads({ client: () => (++reads >= 3 ? paid : clientRecord()) });
    const verification = deferred<unknown>();
    paymentsPost().mockReturnValue(verification.promise as never);
    await renderStep('payment', `?session_id=${SESSION_ID}`);
    const verifying = await screen.findByRole('heading', { level: 1, name: 'Verifying Payment' });
    // Arriving on the page moves nothing.
    expect(document.activeElement).not.toBe(verifying);
    // Centred, with a progress indicator while the payment provider answers.
    expect(screen.getByRole('progressbar', { name: 'Verifying Payment' })).toBeTruthy();
    expect(verifying.closest('section')!.className).toMatch(/centered/);

    await act(async () => verification.resolve(ok({ verified: true })));
    const received = await screen.findByRole('heading', { level: 1, name: 'Payment Received' });
    expect(document.activeElement).toBe(received);
    expect(screen.getByRole('progressbar', { name: 'Payment Received' })).toBeTruthy();
    expect(screen.getByText('Proceeding to your contract...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verifying Payment' })).toBeNull();
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/contract'), { timeout: 5_000 });
  });

  it('stops waiting when the client signs out meanwhile: the tab stays on the sign-in', async () => {
    const user = userEvent.setup();
    let reads = 0;
    // The payment reaches the record a moment later, after the client has signed out.
    answerReads({ client: () => (++reads >= 3 ? paid : clientRecord()) });
    vi.mocked(endSession).mockImplementation(async () => setSession(null));
    paymentsPost().mockResolvedValue(ok({ verified: true }) as never);
    await renderStep('payment', `?session_id=${SESSION_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Payment Received' });

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
    const readsAtSignOut = reads;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(currentLocation()).toBe('/onboarding');
    expect(reads).toBe(readsAtSignOut);
  });

  it('after about 30 s without the payment on the record, stays on the packages and says it is being confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let reads = 0;
      answerReads({
        client: () => {
          reads++;
          return clientRecord();
        },
      });
      paymentsPost().mockResolvedValue(ok({ verified: true }) as never);
      await renderStep('payment', `?session_id=${SESSION_ID}`);
      await screen.findByRole('heading', { level: 1, name: 'Payment Received' });

      await act(() => vi.advanceTimersByTimeAsync(25_000));
      expect(currentLocation()).toBe(`/onboarding/payment?session_id=${SESSION_ID}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Payment Received' })).toBeTruthy();

      await act(() => vi.advanceTimersByTimeAsync(6_000));
      const packages = await screen.findByRole('heading', { level: 1, name: 'Choose Your Package' });
      expect(document.activeElement).toBe(packages);
      expect(
        screen.getByText('Your payment is being confirmed. Please use Check Payment Status in a moment.').getAttribute('role'),
      ).toBe('status');
      expect(currentLocation()).toBe('/onboarding/payment');
      // The guard's read on arrival, then 30 over the wait.
      expect(reads).toBe(31);
      expect(notify.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps Start Free Trial busy past 2 s until payments has answered', async () => {
    const user = userEvent.setup();
    answerReads();
    const { tab } = stubTab();
    const created = deferred<unknown>();
    paymentsPost().mockReturnValue(created.promise as never);
    await renderStep('payment');
    await chooseProvince(user, 'ON');
    await user.click(within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button'));

    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(within(card('Starter')).getByRole('button', { name: 'Opening...' })).toHaveProperty('disabled', true);
    expect(within(card('Growth')).getByRole('button')).toHaveProperty('disabled', true);

    const url = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3';
    await act(async () => created.resolve(ok({ id: SESSION_ID, url }, 201)));
    expect(tab.location.href).toBe(url);
    await vi.waitFor(() =>
      expect(within(card('Starter')).getByRole('button', { name: /^Start Free Trial/ })).toHaveProperty('disabled', false),
    );
  });

  it('sends a client whose payment has reached the record on to the contract when its return does not verify', async () => {
    answerReads({ client: paid });
    paymentsPost().mockResolvedValue(ok({ verified: false }) as never);
    await renderStep('payment', `?session_id=${SESSION_ID}`);
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/contract'));
    expect(notify.error).not.toHaveBeenCalled();
  });
});
