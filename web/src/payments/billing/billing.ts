import type { components as onboarding } from '@agency/contracts/openapi/onboarding';
import type { components } from '@agency/contracts/openapi/payments';
import { packageOffers } from '@agency/contracts/onboarding/labels';
import { rateMillipercentOf, taxOnCents } from '@agency/contracts/payments/tax';
import { t, type TextKey } from '../../shared/i18n/messages';
import { formatCents } from '../../shared/lib/format';
import { formatDate } from '../../shared/lib/viewerTime';

type Schemas = components['schemas'];
export type Billing = Schemas['Billing'];
export type Subscription = Schemas['Subscription'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type NextCharge = NonNullable<Subscription['nextCharge']>;
export type Invoice = Schemas['Invoice'];
export type InvoiceList = Schemas['InvoiceList'];
export type Jurisdiction = Schemas['Jurisdiction'];
export type JurisdictionTaxes = Schemas['JurisdictionTaxes'];
export type Tax = JurisdictionTaxes['taxes'][number];
export type Package = Schemas['Package'];
/** The subscription as onboarding keeps it on a client's record (the list's badge, a demo client). */
export type ClientBilling = onboarding['schemas']['ClientBilling'];

/** What the state words need, from payments' subscription or onboarding's copy of it. */
export interface BillingStateOf {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  /** A payment skipped in demo mode: nothing at Stripe. */
  demo?: boolean;
}

/** The colour a state is shown in; the words are always shown too. */
export type BillingTone = 'trialing' | 'active' | 'past-due' | 'cancelling' | 'cancelled';

const tones: Record<SubscriptionStatus, BillingTone> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past-due',
  unpaid: 'past-due',
  incomplete: 'past-due',
  paused: 'cancelling',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
};

const finished = (status: SubscriptionStatus) => status === 'canceled' || status === 'incomplete_expired';

/**
 * A subscription's state in words, as the client and the team read it: Trialing, Active, Past Due,
 * Unpaid, Cancelled…; "Cancels on Dec 4, 2026" for one the client cancelled that runs to the end of its
 * period ("Past Due · Cancels on Dec 4, 2026" while a charge of it has failed); "Trialing (demo)" for a
 * payment skipped in demo mode.
 */
export function billingState({ status, cancelAtPeriodEnd, currentPeriodEnd, demo }: BillingStateOf): {
  label: string;
  tone: BillingTone;
} {
  if (demo) return { label: t('billing.state.demo'), tone: 'trialing' };
  const own = t(`billing.state.${status}` satisfies TextKey);
  if (cancelAtPeriodEnd && !finished(status)) {
    const date = currentPeriodEnd ? formatDate(currentPeriodEnd, 'short') : '';
    const cancels = date ? t('billing.state.cancels', { date }) : t('billing.state.cancelsAtPeriodEnd');
    // A charge still owed is the more urgent news: it keeps its words and colour beside the cancellation.
    if (tones[status] === 'past-due') return { label: t('billing.state.both', { state: own, cancels }), tone: 'past-due' };
    return { label: cancels, tone: 'cancelling' };
  }
  return { label: own, tone: tones[status] };
}

/** Whether the plan has ended or ends at its period's end: no charge is coming, so none is shown. */
export const endingOrEnded = ({ status, cancelAtPeriodEnd }: Pick<BillingStateOf, 'status' | 'cancelAtPeriodEnd'>) =>
  cancelAtPeriodEnd || finished(status);

/** A charge failed and is still owed: the payment step is not complete any more in the client's eyes. */
export const paymentPastDue = (billing: Pick<BillingStateOf, 'status'> | null | undefined) =>
  billing?.status === 'past_due' || billing?.status === 'unpaid';

/** "Growth · $39.00/month before tax". */
export const planText = (pkg: Package, amountCents: number) =>
  t('billing.plan.value', { name: packageOffers[pkg].name, price: formatCents(amountCents) });

/** A package's monthly price in cents, before tax. */
export const packagePriceCents = (pkg: Package) => packageOffers[pkg].monthlyPrice * 100;

/** One tax on an amount, in cents, rounded half up: `ratePercent` is the contract's decimal string ('13', '9.975'). */
export const taxOn = (amountCents: number, ratePercent: string) => taxOnCents(amountCents, rateMillipercentOf(ratePercent));

/** Each tax of a province on an amount, and the total with them. */
export function withTaxes(amountCents: number, taxes: readonly Tax[]) {
  const lines = taxes.map((tax) => ({ label: tax.label, amountCents: taxOn(amountCents, tax.ratePercent) }));
  return { lines, totalCents: amountCents + lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/** The next charge's parts, each as people read it; null when none is coming. */
export function nextChargeParts(nextCharge: Subscription['nextCharge']) {
  if (!nextCharge) return null;
  return {
    date: formatDate(nextCharge.date, 'short'),
    amount: formatCents(nextCharge.amountCents),
    tax: formatCents(nextCharge.taxCents),
    total: formatCents(nextCharge.totalCents),
  };
}

/** An invoice's status in words: an open invoice whose charge failed says so. */
export function invoiceStatus(invoice: Pick<Invoice, 'status' | 'paymentFailed'>): string {
  if (invoice.paymentFailed && invoice.status !== 'paid') return t('invoices.status.failed');
  return t(`invoices.status.${invoice.status}` satisfies TextKey);
}

/** How a link names its invoice: its number, or its date while it is a draft without one. */
export const invoiceName = (invoice: Pick<Invoice, 'number' | 'createdAt'>) =>
  invoice.number ?? formatDate(invoice.createdAt, 'short');
