import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../shared/lib/notify';
import { getSessionState } from '../../../shared/api/session';
import { failure, ok } from '../../../shared/test/apiResult';
import { clientRecord, currentLocation } from '../testPortal';
import { answerReads, contract, onboardingPost, renderStep, resetSteps, sentContract, SHA } from './testSteps';

vi.mock('../../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const paid = clientRecord({ paymentCompleted: true, stepCompleted: 1 });
const signedRecord = clientRecord({ paymentCompleted: true, contractSigned: true, stepCompleted: 3 });
/** GET /client: paid, and signed once a signature has been posted. */
const paidThenSigned = () => (onboardingPost().mock.calls.length > 0 ? signedRecord : paid);
const signed = (request = { fullName: 'Ada Moreau', signedAt: '2026-11-22T16:10:00Z', sha256: SHA }) =>
  sentContract({ status: 'signed', signature: request });

/** The term and value pairs of the project summary. */
const summary = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Project Summary' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );

describe('the contract step', () => {
  beforeAll(() => import('./StepScreen'));

  beforeEach(() => {
    resetSteps();
  });

  it('says Not provided for a contact left blank in the project summary', async () => {
    answerReads({
      client: paid,
      contract: contract({
        summary: {
          businessName: 'Prairie Bakery',
          contactName: ' ',
          email: 'ada@bakery.ca',
          packageLabel: 'Growth Package ($39)',
        },
      }),
    });
    await renderStep('contract');
    await screen.findByRole('heading', { level: 1, name: 'Contract' });
    expect(summary()).toMatchObject({ Business: 'Prairie Bakery', Contact: 'Not provided' });
  });

  it('shows the project summary and what the contract covers, then sends it', async () => {
    const user = userEvent.setup();
    answerReads({ client: paid, contract: contract() });
    onboardingPost().mockResolvedValue(sentContract() as never);
    await renderStep('contract');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contract' })).toBeTruthy();
    expect(summary()).toEqual({
      Business: 'Prairie Bakery',
      Contact: 'Ada Moreau',
      Email: 'ada@bakery.ca',
      Package: 'Growth Package ($39)',
    });
    const items = within(screen.getByRole('region', { name: "What's Included" })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual([
      'Scope of work',
      'Timeline',
      'Payment terms',
      'Support',
      'Intellectual property',
    ]);
    expect(screen.queryByRole('heading', { name: 'Contract Sent Successfully!' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Contract for Signature' }));
    expect(onboardingPost()).toHaveBeenCalledWith('/client/contract/sending');
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contract sent to your email!'));
    const sent = await screen.findByRole('region', { name: 'Contract Sent Successfully!' });
    // The view took the button's place: the focus goes to its heading.
    expect(document.activeElement).toBe(within(sent).getByRole('heading', { name: 'Contract Sent Successfully!' }));
    expect(within(sent).getByText('Envelope: envelope_1795284000000')).toBeTruthy();
    const text = within(sent).getByRole('region', { name: 'Contract text, version 2026-11' });
    expect(
      within(text)
        .getAllByRole('paragraph')
        .map((paragraph) => paragraph.textContent),
    ).toEqual(['Website Services Agreement', 'The agency builds the website described below.', 'Payment is monthly in CAD.']);
    // The text can be scrolled from the keyboard.
    expect(text.getAttribute('tabindex')).toBe('0');
    expect(within(sent).getByText(`SHA-256 of this text: ${SHA}`)).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: 'Mark as Signed (Demo)' })).toBeNull();
  });

  it('stays on the pre-send view and says so when sending fails', async () => {
    const user = userEvent.setup();
    answerReads({ client: paid, contract: contract() });
    onboardingPost().mockResolvedValue(failure(500) as never);
    await renderStep('contract');
    await user.click(await screen.findByRole('button', { name: 'Send Contract for Signature' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to send contract. Please try again.'));
    expect(screen.getByRole('button', { name: 'Send Contract for Signature' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('region', { name: 'Contract Sent Successfully!' })).toBeNull();
  });

  it('signs with the typed full name and consent, then goes to the video', async () => {
    const user = userEvent.setup();
    answerReads({ client: paidThenSigned, contract: sentContract() });
    onboardingPost().mockResolvedValue(signed() as never);
    await renderStep('contract');

    await user.click(await screen.findByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Please type your full name')).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: 'I agree to sign this contract electronically and to its terms.' });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please agree to sign electronically',
    );
    expect(onboardingPost()).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Full name/), '  Ada Moreau ');
    await user.click(screen.getByLabelText('I agree to sign this contract electronically and to its terms.'));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(onboardingPost()).toHaveBeenCalledWith('/client/contract/signature', {
      body: { fullName: 'Ada Moreau', consent: true },
    });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contract signed successfully!'));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/video'));
  });

  it('says so when signing fails', async () => {
    const user = userEvent.setup();
    answerReads({ client: paid, contract: sentContract() });
    onboardingPost().mockResolvedValue(failure(409) as never);
    await renderStep('contract');
    await user.type(await screen.findByLabelText(/^Full name/), 'Ada Moreau');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update contract status.'));
    expect(currentLocation()).toBe('/onboarding/contract');
  });

  it('leaves the focus alone when the page opens on a contract already sent', async () => {
    answerReads({ client: paid, contract: sentContract() });
    await renderStep('contract');
    const heading = await screen.findByRole('heading', { name: 'Contract Sent Successfully!' });
    expect(document.activeElement).not.toBe(heading);
  });

  it('says nothing of the contract status when the session has ended, and leaves the portal', async () => {
    const user = userEvent.setup();
    answerReads({ client: paid, contract: sentContract() });
    onboardingPost().mockResolvedValue(failure(401) as never);
    await renderStep('contract');
    await user.type(await screen.findByLabelText(/^Full name/), 'Ada Moreau');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
    expect(getSessionState().session).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('keeps a failed load of the contract quiet: a plain line, no alert and no toast', async () => {
    answerReads({ client: paid, contract: failure(500) });
    await renderStep('contract');
    expect(await screen.findByText('Your contract is not available right now. Please reload the page in a moment.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('offers Mark as Signed (Demo) in demo mode only, and signs with it', async () => {
    const user = userEvent.setup();
    answerReads({ client: paidThenSigned, contract: sentContract(), settings: { demoMode: true } });
    onboardingPost().mockResolvedValue(signed() as never);
    await renderStep('contract');
    await user.click(await screen.findByRole('button', { name: 'Mark as Signed (Demo)' }));
    expect(onboardingPost()).toHaveBeenCalledWith('/client/contract/demo-signature');
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contract signed successfully!'));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/video'));
  });

  it("says 'Failed to update contract status.' when the demo signature fails", async () => {
    const user = userEvent.setup();
    answerReads({ client: paid, contract: sentContract(), settings: { demoMode: true } });
    onboardingPost().mockResolvedValue(failure(500) as never);
    await renderStep('contract');
    await user.click(await screen.findByRole('button', { name: 'Mark as Signed (Demo)' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update contract status.'));
  });

  it('sends a client that has not paid to the payment step', async () => {
    answerReads({ client: clientRecord(), contract: contract() });
    await renderStep('contract');
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/payment'));
  });

  it('sends a client that has signed on to the video', async () => {
    answerReads({ client: clientRecord({ paymentCompleted: true, contractSigned: true }), contract: signed() });
    await renderStep('contract');
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/video'));
  });

  it("follows the server's order when the record could not be read: payment first", async () => {
    const paymentRequired = {
      error: { statusCode: 409, error: 'Conflict', code: 'ONBOARDING_PAYMENT_REQUIRED', message: 'Pay first', requestId: 'r' },
      response: { ok: false, status: 409 } as Response,
    };
    answerReads({ client: failure(500), contract: paymentRequired });
    await renderStep('contract');
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/payment'));
  });

  it('sends a visitor without a client session to the sign-in', async () => {
    const { setSession } = await import('../../../shared/api/session');
    setSession(null);
    answerReads({ client: ok(null) });
    await renderStep('contract');
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
  });
});
