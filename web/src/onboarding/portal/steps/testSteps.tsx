import { vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { paymentsApi } from '../../../payments/paymentsClient';
import { queryClient } from '../../../shared/api/queryClient';
import { setSession } from '../../../shared/api/session';
import { ok } from '../../../shared/test/apiResult';
import { PortalStepPage } from '../PortalStepPage';
import { clientRecord, clientSession, renderPortal } from '../testPortal';
import type { PortalStep } from './stepGuard';
import type { Contract } from './useContract';

/*
 * The step tests mock the generated clients (vi.mock of onboarding/onboardingClient, payments/paymentsClient and
 * shared/api/clients in each test file); these helpers answer their reads by path.
 */
export const onboardingGet = () => vi.mocked(onboardingApi.GET);
export const onboardingPost = () => vi.mocked(onboardingApi.POST);
export const paymentsGet = () => vi.mocked(paymentsApi.GET);
export const paymentsPost = () => vi.mocked(paymentsApi.POST);

export type Answer = unknown | (() => unknown);

export interface Reads {
  client?: Answer;
  contract?: Answer;
  settings?: { demoMode?: boolean; welcomeVideo?: unknown };
  checkoutEnabled?: boolean;
  /** The client's project plan (`GET /client/milestones`); none unless told. */
  plan?: Answer;
  /** Stripe Tax on: the payment page names no rates. */
  automaticTax?: boolean;
  /** The client's subscription (`GET /client/billing`); none recorded yet unless told. */
  billing?: Answer;
  /** The client's invoices (`GET /client/invoices`); none unless told. */
  invoices?: Answer;
}

const answer = (value: Answer) => (typeof value === 'function' ? (value as () => unknown)() : value);

/** Today's rates of three provinces, as GET /settings lists them (all 13 in service). */
export const taxRates = [
  { jurisdiction: 'ON', taxes: [{ kind: 'HST', label: 'HST 13%', ratePercent: '13' }] },
  { jurisdiction: 'AB', taxes: [{ kind: 'GST', label: 'GST 5%', ratePercent: '5' }] },
  {
    jurisdiction: 'QC',
    taxes: [
      { kind: 'GST', label: 'GST 5%', ratePercent: '5' },
      { kind: 'QST', label: 'QST 9.975%', ratePercent: '9.975' },
    ],
  },
] as const;

/** Answers the steps' reads: the record, the contract, the portal's and the payments' settings. */
export function answerReads({
  client = clientRecord(),
  contract,
  settings = {},
  checkoutEnabled = true,
  plan = ok({ items: [] }),
  automaticTax = false,
  billing = ok({ configured: true, subscription: null, gstHstNumber: null }),
  invoices = ok({ invoices: [], taxPaidCents: 0, gstHstNumber: null }),
}: Reads = {}) {
  onboardingGet().mockImplementation((async (path: string) => {
    if (path === '/client') return answer(client);
    if (path === '/client/contract') return answer(contract);
    if (path === '/portal-settings') return ok({ demoMode: false, welcomeVideo: null, ...settings });
    if (path === '/client/milestones') return answer(plan);
    throw new Error(`unexpected GET ${path}`);
  }) as never);
  paymentsGet().mockImplementation((async (path: string) => {
    if (path === '/settings') return ok({ checkoutEnabled, automaticTax, taxRates });
    if (path === '/client/billing') return answer(billing);
    if (path === '/client/invoices') return answer(invoices);
    throw new Error(`unexpected GET ${path}`);
  }) as never);
}

/** A fresh start for each test: no cached reads, a signed-in client. */
export function resetSteps() {
  queryClient.clear();
  setSession(clientSession());
}

const stepPaths: Record<PortalStep, string> = {
  payment: '/onboarding/payment',
  contract: '/onboarding/contract',
  video: '/onboarding/video',
  dashboard: '/onboarding/dashboard',
};

/** The step's page at its path (with `search`), as the route table mounts it. */
export const renderStep = (step: PortalStep, search = '') =>
  renderPortal(`${stepPaths[step]}${search}`, stepPaths[step], <PortalStepPage step={step} />);

export const SHA = 'c'.repeat(64);

export const contract = (overrides: Partial<Contract> = {}) =>
  ok({
    status: 'not-sent',
    version: '2026-11',
    text: 'Website Services Agreement\n\nThe agency builds the website described below.\n\nPayment is monthly in CAD.',
    sha256: SHA,
    summary: {
      businessName: 'Prairie Bakery',
      contactName: 'Ada Moreau',
      email: 'ada@bakery.ca',
      packageLabel: 'Growth Package ($39)',
    },
    envelopeId: null,
    sentAt: null,
    signature: null,
    ...overrides,
  } satisfies Contract);

export const sentContract = (overrides: Partial<Contract> = {}) =>
  contract({ status: 'sent', envelopeId: 'envelope_1795284000000', sentAt: '2026-11-22T16:00:00Z', ...overrides });
