import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { paymentsApi } from '../../../payments/paymentsClient';
import { saveFile } from '../../../shared/api/saveFile';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { AdminClientPage } from './AdminClientPage';
import type { ClientDetail } from './clientLabels';
import { accessCode, clientDetail } from './testClients';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn() } }));
vi.mock('../../../shared/api/saveFile', () => ({ saveFile: vi.fn() }));
vi.mock('../../../shared/api/clients', () => ({ refreshSession: vi.fn() }));
vi.mock('../../../messaging/messagingClient', () => ({ liveUrl: () => 'ws://localhost/api/messaging/live' }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(onboardingApi.GET);
const post = vi.mocked(onboardingApi.POST);

const CLIENT_ID = '6f1c2a4e-0000-4000-8000-000000000001';

const CONTRACT_PATH = '/admin/clients/{clientId}/contract';
const TEAMMATES_PATH = '/admin/clients/teammates';

/** GET answers: the client's record as given, its contract (none sent, unless given) and no teammates. */
function answerWith(client: unknown, contract: unknown = failure(404)) {
  get.mockImplementation((async (path: string) =>
    path === CONTRACT_PATH ? contract : path === TEAMMATES_PATH ? ok({ items: [] }) : client) as never);
}

const detailReads = () => get.mock.calls.filter((call) => (call as unknown[])[0] === '/admin/clients/{clientId}').length;

const renderClient = () =>
  renderWithQueries(<AdminClientPage />, { url: `/admin/clients/${CLIENT_ID}`, path: '/admin/clients/:clientId' });

// Summer times: the agency's zone is six hours behind UTC then (the tests read times in it).
const currentCode = accessCode({
  issuedAt: '2026-07-20T16:00:00Z',
  emailedAt: '2026-07-20T16:00:05Z',
  expiresAt: '2026-08-19T16:00:00Z',
});
const revokedCode = accessCode({
  id: '9a1c2a4e-0000-4000-8000-000000000000',
  code: 'MB-OLD001',
  issuedAt: '2026-06-01T15:00:00Z',
  emailedAt: null,
  revokedAt: '2026-07-20T16:00:00Z',
  expiresAt: '2026-07-01T15:00:00Z',
  state: 'revoked',
});

/** The term and value pairs of the details list. */
const details = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Details' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );

describe('AdminClientPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    // No payment recorded: the billing section has nothing to show (BillingSection.test.tsx shows it).
    vi.mocked(paymentsApi.GET).mockImplementation((async (path: string) =>
      path.endsWith('/invoices')
        ? ok({ invoices: [], taxPaidCents: 0, gstHstNumber: null })
        : ok({ configured: true, subscription: null, gstHstNumber: null })) as never);
  });

  it("shows the client's details, with 'Not provided' for what it lacks", async () => {
    answerWith(ok(clientDetail({ phone: '', contactName: 'Ada Moreau', package: 'professional' })));
    renderClient();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prairie Bakery' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/clients/{clientId}', { params: { path: { clientId: CLIENT_ID } } });
    expect(details()).toMatchObject({
      Business: 'Prairie Bakery',
      Contact: 'Ada Moreau',
      Email: 'ada@prairiebakery.ca',
      Phone: 'Not provided',
      Package: 'Professional',
      Status: 'Payment Pending',
      Added: 'Nov 20, 2026',
      // Nothing paid yet: as the messages page and the payment diagnostic show it.
      'Amount Paid': '$0.00',
    });
    expect(screen.getByRole('link', { name: 'ada@prairiebakery.ca' }).getAttribute('href')).toBe('mailto:ada@prairiebakery.ca');
    expect(screen.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe('/admin/clients');
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(`/admin/clients/${CLIENT_ID}/messages`);
  });

  it('shows the project team with who looks after the client selected', async () => {
    answerWith(
      ok(
        clientDetail({
          team: { projectManager: null, leadDeveloper: { id: 'a0000000-0000-4000-8000-000000000002', name: 'Sam' } },
        }),
      ),
    );
    renderClient();
    const team = await screen.findByRole('region', { name: 'Project team' });
    const developer = (await within(team).findByRole('combobox', { name: 'Lead Developer' })) as HTMLSelectElement;
    expect(developer.value).toBe('a0000000-0000-4000-8000-000000000002');
    expect((within(team).getByRole('combobox', { name: 'Project Manager' }) as HTMLSelectElement).value).toBe('');
  });

  it('lists the onboarding steps with the time each was done', async () => {
    answerWith(
      ok(
        clientDetail({
          status: 'onboarding',
          paymentCompleted: true,
          contractSigned: true,
          paymentCompletedAt: '2026-07-21T16:05:00Z',
          contractSentAt: '2026-07-21T17:00:00Z',
          contractSignedAt: '2026-07-21T17:10:00Z',
        }),
      ),
    );
    renderClient();
    const steps = within(await screen.findByRole('region', { name: 'Onboarding Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Payment CompleteJul 21, 2026, 10:05 AM MDT',
      'Contract SentJul 21, 2026, 11:00 AM MDT',
      'Contract SignedJul 21, 2026, 11:10 AM MDT',
      'Video WatchedNot yet',
      'Onboarding CompleteNot yet',
    ]);
  });

  it('says the payment is past due, not complete, while a charge of the client has failed', async () => {
    answerWith(
      ok(
        clientDetail({
          status: 'active',
          paymentCompleted: true,
          paymentCompletedAt: '2026-07-21T16:05:00Z',
          billing: {
            status: 'past_due',
            cancelAtPeriodEnd: false,
            currentPeriodEnd: '2026-08-21T16:05:00Z',
            demo: false,
            updatedAt: '2026-08-21T16:06:00Z',
          },
        }),
      ),
    );
    renderClient();
    const steps = within(await screen.findByRole('region', { name: 'Onboarding Steps' })).getAllByRole('listitem');
    expect(steps[0]?.textContent).toBe('Payment Past DueJul 21, 2026, 10:05 AM MDT');
    expect(screen.queryByText('Payment Complete')).toBeNull();
  });

  it('shows the access-code history, newest first, with each state and its times', async () => {
    answerWith(ok(clientDetail({ accessCodes: [currentCode, revokedCode] })));
    renderClient();
    const table = within(await screen.findByRole('region', { name: 'Access Codes' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'State', 'Issued', 'E-mailed', 'Redeemed', 'Expires', 'Revoked']);
    const [, current, old] = within(table).getAllByRole('row');
    expect(
      within(current!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Active',
      'Jul 20, 2026, 10:00 AM MDT',
      'Jul 20, 2026, 10:00 AM MDT',
      'Not yet',
      'Aug 19, 2026, 10:00 AM MDT',
      'No',
    ]);
    expect(within(current!).getByRole('rowheader').textContent).toBe('MB-7K2QXP');
    expect(
      within(old!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Revoked',
      'Jun 1, 2026, 9:00 AM MDT',
      'Not yet',
      'Not yet',
      'Jul 1, 2026, 9:00 AM MDT',
      'Jul 20, 2026, 10:00 AM MDT',
    ]);
  });

  it('issues a new code after asking, announces it and reads the client again', async () => {
    const user = userEvent.setup();
    answerWith(ok(clientDetail()));
    const answer = deferred<unknown>();
    post.mockReturnValue(answer.promise as never);
    renderClient();

    await user.click(await screen.findByRole('button', { name: 'Issue new code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue a new access code?' });
    expect(dialog.textContent).toContain('ada@prairiebakery.ca is e-mailed an invitation with the new one');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Issue new code' })));

    await user.click(screen.getByRole('button', { name: 'Issue new code' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Issue new code' }));
    expect(post).toHaveBeenCalledWith('/admin/clients/{clientId}/access-codes', { params: { path: { clientId: CLIENT_ID } } });
    expect(
      (within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issuing...' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const reissued: ClientDetail = clientDetail({
      accessCodes: [
        accessCode({ id: '9a1c2a4e-0000-4000-8000-000000000002', code: 'MB-NEW222', emailedAt: null }),
        accessCode({ state: 'revoked', revokedAt: '2026-11-22T16:00:00Z' }),
      ],
    });
    answerWith(ok(reissued));
    answer.resolve(ok({ id: '9a1c2a4e-0000-4000-8000-000000000002', code: 'MB-NEW222', expiresAt: '2026-12-22T16:00:00Z' }, 201));

    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('New access code issued: MB-NEW222', { unbroken: ['MB-NEW222'] }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'MB-NEW222' })).toBeTruthy();
    expect(detailReads()).toBe(2);
  });

  it.each([
    [409, 'This client has created an account, so it needs no new code.'],
    [500, 'Failed to issue a new access code'],
  ])('says so when issuing a code fails with %i', async (status, message) => {
    const user = userEvent.setup();
    answerWith(ok(clientDetail()));
    post.mockResolvedValue(failure(status) as never);
    renderClient();
    await user.click(await screen.findByRole('button', { name: 'Issue new code' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Issue new code' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('offers no new code to a client that has registered', async () => {
    answerWith(ok(clientDetail({ accessCodes: [accessCode({ state: 'redeemed', redeemedAt: '2026-11-21T18:00:00Z' })] })));
    renderClient();
    expect(await screen.findByText('This client has created an account, so it needs no new code.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue new code' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Redeemed' })).toBeTruthy();
  });

  it("says 'Client Not Found' for a client that is not there, without a failure toast", async () => {
    answerWith(failure(404));
    renderClient();
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested client could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe('/admin/clients');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each(['not-a-client', '6f1c2a4e-0000-4000-8000', `${CLIENT_ID}0`])(
    "says 'Client Not Found' for a malformed client id (%s), without asking the server or a failure toast",
    async (clientId) => {
      // As the server answers a path parameter that is not a UUID.
      answerWith(failure(400, 'VALIDATION_FAILED'));
      renderWithQueries(<AdminClientPage />, { url: `/admin/clients/${clientId}`, path: '/admin/clients/:clientId' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Client Not Found' })).toBeTruthy();
      expect(screen.getByText('The requested client could not be found.')).toBeTruthy();
      expect(detailReads()).toBe(0);
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  it("says 'Failed to load client data' when the client cannot be read", async () => {
    answerWith(failure(500));
    renderClient();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to load client data'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load client data' })).toBeTruthy();
    expect(screen.queryByText('Client Not Found')).toBeNull();
  });

  describe('the contract', () => {
    const signedContract = (valid: boolean) =>
      ok({
        id: '7c1c2a4e-0000-4000-8000-000000000001',
        status: 'signed',
        version: '2026-11',
        text: 'Website services agreement',
        sha256: 'a'.repeat(64),
        summary: {
          businessName: 'Prairie Bakery',
          contactName: 'Ada Moreau',
          email: 'ada@prairiebakery.ca',
          packageLabel: 'Growth Package ($39)',
        },
        envelopeId: 'envelope_1795284000000',
        sentAt: '2026-07-21T17:00:00Z',
        signature: {
          fullName: 'Ada Moreau',
          signedAt: '2026-07-21T17:10:00Z',
          sha256: 'a'.repeat(64),
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        },
        verification: { valid, computedSha256: valid ? 'a'.repeat(64) : 'b'.repeat(64) },
      });

    /** The term and value pairs of the contract's list. */
    const contractDetails = async () =>
      Object.fromEntries(
        within(await screen.findByRole('region', { name: 'Contract' }))
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
      );

    it('shows the signature record, the verification and the amount paid', async () => {
      answerWith(ok(clientDetail({ monthlyPriceCents: 3900, paymentCompleted: true })), signedContract(true));
      renderClient();
      await screen.findByRole('heading', { level: 1, name: 'Prairie Bakery' });
      expect(details()).toMatchObject({ 'Amount Paid': '$39.00' });
      await vi.waitFor(async () =>
        expect(await contractDetails()).toMatchObject({
          Status: 'Signed',
          Version: '2026-11',
          Envelope: 'envelope_1795284000000',
          Signer: 'Ada Moreau',
          'Signed at': 'Jul 21, 2026, 11:10 AM MDT',
          'IP address': '203.0.113.7',
          'User agent': 'Mozilla/5.0 (X11; Linux x86_64)',
          'SHA-256 recorded': 'a'.repeat(64),
          Verification: 'Verified: the stored text is the text signed',
        }),
      );
      expect(get).toHaveBeenCalledWith(CONTRACT_PATH, { params: { path: { clientId: CLIENT_ID } } });
    });

    it('says verification failed when the stored text no longer matches', async () => {
      answerWith(ok(clientDetail()), signedContract(false));
      renderClient();
      await vi.waitFor(async () =>
        expect((await contractDetails()).Verification).toBe(
          `Verification failed: the stored text has changed (SHA-256 now ${'b'.repeat(64)})`,
        ),
      );
    });

    it('downloads the signed PDF', async () => {
      const user = userEvent.setup();
      answerWith(ok(clientDetail()), signedContract(true));
      renderClient();
      const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      const button = await screen.findByRole('button', { name: 'Download signed PDF' });
      get.mockImplementation((async (path: string) => (path.endsWith('/document') ? ok(pdf) : signedContract(true))) as never);
      await user.click(button);
      expect(get).toHaveBeenCalledWith('/admin/clients/{clientId}/contract/document', {
        params: { path: { clientId: CLIENT_ID } },
        parseAs: 'blob',
      });
      await vi.waitFor(() => expect(saveFile).toHaveBeenCalledWith(pdf, `contract-${CLIENT_ID}.pdf`));
    });

    it('says so when no contract was sent, with nothing to download', async () => {
      answerWith(ok(clientDetail()));
      renderClient();
      const section = await screen.findByRole('region', { name: 'Contract' });
      expect(await within(section).findByText('No contract has been sent yet.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Download signed PDF' })).toBeNull();
    });
  });
});
