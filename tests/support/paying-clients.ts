import { randomUUID } from 'node:crypto';
import { signTestToken, type KeyPair } from '@agency/kit/testing';
import { webhookHeaders, type SignedWebhook, type StripeStandIn } from './stripe-stand-in.js';

/**
 * Clients on their way through payment, across the two services that carry it: each one added by the team
 * in onboarding (so the payment has a record to advance), then a Stripe Checkout opened for it in payments
 * with the client's own token and completed at the Stripe stand-in, as a paying customer would.
 */

export type PackageName = 'starter' | 'growth' | 'professional';
export const packageNames: readonly PackageName[] = ['starter', 'growth', 'professional'];

/** What onboarding's record of a paid client must say, by package (spec 001's labels, prices in cents). */
export const paidRecordOf: Readonly<Record<PackageName, { projectType: string; monthlyPriceCents: number }>> = {
  starter: { projectType: 'Starter Package ($19)', monthlyPriceCents: 1900 },
  growth: { projectType: 'Growth Package ($39)', monthlyPriceCents: 3900 },
  professional: { projectType: 'Professional Package ($79)', monthlyPriceCents: 7900 },
};

export interface PayingClient {
  clientId: string;
  /** The client's `Authorization` header value. */
  authorization: string;
  package: PackageName;
  /** The completed Checkout Session's id. */
  sessionId: string;
}

const json = { 'content-type': 'application/json' };

async function expectStatus(response: Response, status: number, what: string): Promise<unknown> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Adds one client through onboarding's Add Client, as the team does, and returns its id. */
export async function addClient(onboardingUrl: string, keys: KeyPair, label: string, pkg: PackageName): Promise<string> {
  const admin = signTestToken(keys, { sub: randomUUID(), email: 'team@maple.example', role: 'admin' });
  const body = await expectStatus(
    await fetch(`${onboardingUrl}/admin/clients`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        businessName: `${label} Shop`,
        email: `${label}.${randomUUID().slice(0, 8)}@shop.example`,
        package: pkg,
      }),
    }),
    201,
    'Add Client',
  );
  return (body as { client: { id: string } }).client.id;
}

/** Opens a Checkout for the client in payments with its own token and completes it at the Stripe stand-in. */
export async function payAtStripe(
  paymentsUrl: string,
  keys: KeyPair,
  stripe: StripeStandIn,
  clientId: string,
  pkg: PackageName,
): Promise<PayingClient> {
  const token = signTestToken(keys, { sub: randomUUID(), email: `${clientId}@shop.example`, role: 'client', clientId });
  const authorization = `Bearer ${token}`;
  const body = await expectStatus(
    await fetch(`${paymentsUrl}/checkout-sessions`, {
      method: 'POST',
      headers: { ...json, authorization },
      body: JSON.stringify({ package: pkg, province: 'ON' }),
    }),
    201,
    'opening a checkout',
  );
  const sessionId = (body as { id: string }).id;
  stripe.complete(sessionId);
  return { clientId, authorization, package: pkg, sessionId };
}

export interface PayingClientsOptions {
  onboardingUrl: string;
  paymentsUrl: string;
  keys: KeyPair;
  stripe: StripeStandIn;
  count: number;
  /** The package of the i-th client; the three in turn by default. */
  packageOf?: (index: number) => PackageName;
}

/**
 * `count` clients added in onboarding, each with a Checkout completed at Stripe (a few at a time). Each is added
 * with another package than the one it pays for, so only the applied payment gives its record the right one.
 */
export async function payingClients({
  onboardingUrl,
  paymentsUrl,
  keys,
  stripe,
  count,
  packageOf = (index) => packageNames[index % packageNames.length]!,
}: PayingClientsOptions): Promise<PayingClient[]> {
  const clients: PayingClient[] = new Array(count);
  const batch = 10;
  for (let start = 0; start < count; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async (_, offset) => {
        const index = start + offset;
        const pkg = packageOf(index);
        const added = packageNames[(packageNames.indexOf(pkg) + 1) % packageNames.length]!;
        const clientId = await addClient(onboardingUrl, keys, `client${index}`, added);
        clients[index] = await payAtStripe(paymentsUrl, keys, stripe, clientId, pkg);
      }),
    );
  }
  return clients;
}

/** Delivers a signed webhook to payments as Stripe does. */
export const deliverWebhook = (paymentsUrl: string, webhook: SignedWebhook) =>
  fetch(`${paymentsUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: webhookHeaders(webhook.signature),
    body: webhook.body,
  });

/** The client back from Checkout: its browser asks payments to verify the session. */
export const verifyReturn = (paymentsUrl: string, client: PayingClient) =>
  fetch(`${paymentsUrl}/checkout-sessions/${client.sessionId}/verification`, {
    method: 'POST',
    headers: { authorization: client.authorization },
  });

/** The columns of onboarding_clients that a verified payment sets. */
export interface AdvancedRow {
  id: string;
  payment_completed: boolean;
  step_completed: number;
  project_type: string | null;
  monthly_price_cents: number | null;
  stripe_checkout_session_id: string | null;
}

export const advancedRowsSql = `SELECT id, payment_completed, step_completed, project_type, monthly_price_cents, stripe_checkout_session_id
  FROM onboarding_clients WHERE id = ANY($1::uuid[]) ORDER BY id`;

/** The rows `clients` must have in onboarding once each one's payment is applied, in advancedRowsSql's order. */
export const expectedAdvancedRows = (clients: PayingClient[]): AdvancedRow[] =>
  clients
    .map((client) => ({
      id: client.clientId,
      payment_completed: true,
      step_completed: 1,
      project_type: paidRecordOf[client.package].projectType,
      monthly_price_cents: paidRecordOf[client.package].monthlyPriceCents,
      stripe_checkout_session_id: client.sessionId,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
