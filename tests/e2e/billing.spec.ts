/**
 * A subscription's life in Chromium against the running platform, Stripe played by the local stand-in: a
 * client in Ontario and one in Alberta choose their province, pay in Checkout and see their taxes (HST 13%,
 * GST 5%) on the payment page, on the next charge and on the invoice the stand-in charges; a failed charge
 * shows the dashboard's banner, Payment Past Due and the team's client page without a reload (live, over
 * messaging's socket), e-mails the client and the team, and puts the team's Past Due badge on the list;
 * Manage billing opens the stand-in's portal,
 * Update card there fixes it, Return comes back to the dashboard without the banner and the badge turns
 * Active; a plan switch changes the plan shown and e-mails the client its new plan, and Cancel plan shows
 * "Cancels on …" without a next charge, e-mails the client when it ends, and puts the client
 * under the team's Subscription Cancelled filter; a demo client is "Trialing (demo)" with nothing to manage.
 * The billing card, the invoices and the team's client page are checked with axe, and at 390 px wide.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  apiCall,
  baseURL,
  dismissWelcomePopupForever,
  expectAccessible,
  finishOnboarding,
  mailMatching,
  onboardClient,
  registerInvitedClient,
  signInAsTeam,
  toast,
} from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);
const password = 'Client-password-1!';

// Each test pays in Checkout, waits for Stripe's webhooks and reads both sides again.
test.setTimeout(120_000);

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

interface Client {
  businessName: string;
  contactName: string;
  email: string;
}

interface PaidClient extends Client {
  id: string;
  token: string;
}

const standIn = () => {
  const url = process.env.E2E_STRIPE_URL;
  if (!url) throw new Error('E2E_STRIPE_URL is set by global-setup.ts');
  return url;
};

/** The package card whose heading names `name`. */
const packageCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

const billingCard = (page: Page) => page.getByRole('region', { name: 'Billing', exact: true });
const failedBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Your last payment failed. Update your card to keep your plan.' });

/** A control of the stand-in's portal page, a button or a link. */
const portalControl = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

/** Fails when the page is wider than the screen (a horizontal scroll). */
async function expectFits(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** Signs the client in with its e-mail and password on /onboarding. */
async function signIn(page: Page, client: Client) {
  await page.goto('/onboarding');
  const form = page.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email', { exact: true }).fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A client invited by the team and registered, who chooses its province on the payment page (which shows the
 * Growth package's taxes there, `taxLine`) and pays in the stand-in's Checkout; then the rest of onboarding
 * through the API, and the dashboard. `audit` runs axe on the payment step (once per run is enough).
 */
async function payingClient(
  page: Page,
  context: BrowserContext,
  client: Client,
  province: { name: string; taxLine: string },
  { audit = false }: { audit?: boolean } = {},
): Promise<PaidClient> {
  const { id, token } = await registerInvitedClient(client, password);
  await signIn(page, client);
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Package' })).toBeVisible();
  await expect(page.getByText('Prices are in Canadian dollars (CAD), before tax.')).toBeVisible();

  // Start Free Trial asks for the province first.
  const provinceSelect = page.getByRole('combobox', { name: 'Province or territory' });
  await packageCard(page, 'Growth').getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('Please choose your province or territory')).toBeVisible();
  await expect(provinceSelect).toBeFocused();
  await expect(provinceSelect).toHaveAttribute('aria-invalid', 'true');
  if (audit) await expectAccessible(page, 'the payment step without a province');

  await provinceSelect.selectOption({ label: province.name });
  await expect(packageCard(page, 'Growth')).toContainText(province.taxLine);
  if (audit) await expectAccessible(page, `the payment step in ${province.name}`);

  const opened = context.waitForEvent('page');
  await packageCard(page, 'Growth').getByRole('button', { name: 'Start Free Trial' }).click();
  const checkout = await opened;
  await expect(toast(page, 'Payment link opened! Complete payment and return here.')).toBeVisible();
  await checkout.waitForURL(/\/pay\/cs_test_/);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toHaveURL(/\/onboarding\/contract$/, { timeout: 15_000 });
  await checkout.close();

  // The payment reaches onboarding by event; the contract and the video follow through the API.
  await expect
    .poll(
      async () => {
        const response = await apiCall('/api/onboarding/client', token, undefined, 'GET');
        return response.ok && ((await response.json()) as { paymentCompleted: boolean }).paymentCompleted;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await finishOnboarding(token);
  await page.goto('/onboarding/dashboard');
  await expect(billingCard(page)).toBeVisible();
  return { ...client, id, token };
}

/**
 * A client who paid for Growth in `province` (its two-letter code) without the screens: its checkout session
 * opened through the API and paid on the stand-in's hosted page as the Pay button would, the rest of
 * onboarding through the API, then signed in on its dashboard. For the tests whose journey starts after the
 * payment: the payment step's screens are the Ontario and Alberta tests' (payingClient).
 */
async function paidClient(page: Page, client: Client, province: 'ON' | 'AB'): Promise<PaidClient> {
  const { id, token } = await registerInvitedClient(client, password);
  const opened = await apiCall('/api/payments/checkout-sessions', token, { package: 'growth', province });
  expect(opened.status).toBe(201);
  const session = (await opened.json()) as { url: string };
  const paid = await fetch(session.url, { method: 'POST', redirect: 'manual' });
  expect(paid.status, 'the stand-in completes the checkout').toBe(303);
  await expect
    .poll(
      async () => {
        const response = await apiCall('/api/onboarding/client', token, undefined, 'GET');
        return response.ok && ((await response.json()) as { paymentCompleted: boolean }).paymentCompleted;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await finishOnboarding(token);
  await signIn(page, client);
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/);
  await expect(billingCard(page)).toBeVisible();
  return { ...client, id, token };
}

/** The client's subscription at the stand-in, found by its e-mail. */
async function subscriptionOf(email: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${standIn()}/_test/subscriptions?email=${encodeURIComponent(email)}`);
        if (!response.ok) return undefined;
        const body = (await response.json()) as { id: string }[] | { data: { id: string }[] };
        id = (Array.isArray(body) ? body : body.data)[0]?.id;
        return id;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^sub_/);
  return id!;
}

/** The stand-in charges the subscription's next invoice, paid or failed, and tells the webhook. */
async function charge(email: string, outcome: 'paid' | 'failed') {
  const subscription = await subscriptionOf(email);
  const response = await fetch(`${standIn()}/_test/subscriptions/${encodeURIComponent(subscription)}/charge?outcome=${outcome}`, {
    method: 'POST',
  });
  expect(response.ok, `charging ${subscription} (${outcome})`).toBe(true);
}

/**
 * Loads `path` again until `check` passes: Stripe's changes reach the screens by webhook and event, a moment
 * after the stand-in has made them (a fresh load reads them, as coming back from the portal does).
 */
async function untilShown(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

const quick = { timeout: 2_000 };

/** The dashboard's Invoices tab, opened. */
async function openInvoices(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Invoices' }).click();
  return page.getByRole('tabpanel', { name: 'Invoices' });
}

/** The team's client list, searched for `business` under `filter`: the client's row. */
async function teamRow(page: Page, business: string, filter = 'All Clients') {
  await page.goto('/admin/clients');
  await page.getByLabel('Search clients').fill(business);
  await page.getByLabel('Filter clients').selectOption({ label: filter });
  return page.getByRole('row').filter({ hasText: business });
}

test('a client in Ontario pays with HST 13%: its billing card, its invoice and the team’s client page', async ({
  page,
  context,
  browser,
}) => {
  const client = await payingClient(
    page,
    context,
    { businessName: `Maple Print ${run}`, contactName: 'Oona Park', email: `oona.${run}@mapleprint.ca` },
    { name: 'Ontario', taxLine: 'HST 13%: $5.07 · $44.07/month after your trial' },
    { audit: true },
  );

  // In its trial: the plan before tax, and the next charge with HST.
  const card = billingCard(page);
  await expect(card).toContainText('Growth · $39.00/month before tax');
  await expect(card).toContainText('Trialing');
  await expect(card).toContainText('$39.00');
  await expect(card).toContainText('$5.07');
  await expect(card).toContainText('$44.07');
  await expect(card.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expectAccessible(page, 'the billing card, trialing');

  // The trial ends and the stand-in charges the first month.
  await charge(client.email, 'paid');
  await untilShown(page, '/onboarding/dashboard', async () => {
    const invoices = await openInvoices(page);
    await expect(invoices.getByRole('table')).toContainText('HST 13%: $5.07', quick);
  });
  const invoices = page.getByRole('tabpanel', { name: 'Invoices' });
  const paidRow = invoices.getByRole('row').filter({ hasText: 'HST 13%: $5.07' }).first();
  await expect(paidRow).toContainText('$39.00');
  await expect(paidRow).toContainText('$44.07');
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow.getByRole('link', { name: /^View invoice .+ \(opens in a new tab\)$/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(invoices.getByText(/^Tax paid: \$5\.07$/)).toBeVisible();
  await expectAccessible(page, 'the invoices');

  // 390 px wide: nothing scrolls sideways but the invoice table, in its own labelled frame.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(billingCard(page)).toContainText('Growth · $39.00/month before tax');
  await expectFits(page, 'the dashboard at 390 px');
  const narrow = await openInvoices(page);
  const frame = narrow.getByRole('group', { name: 'Invoice table' });
  await expect(frame).toBeVisible();
  await expectFits(page, 'the invoices at 390 px');
  // The keyboard reaches the frame to scroll it.
  await frame.focus();
  await expect(frame).toBeFocused();
  await expectAccessible(page, 'the invoices at 390 px');

  // The team sees the same on the client's page.
  const team = await (await browser.newContext()).newPage();
  await signInAsTeam(team);
  await team.goto(`/admin/clients/${client.id}`);
  const teamBilling = team.getByRole('region', { name: 'Billing', exact: true });
  await expect(teamBilling).toContainText('Growth · $39.00/month before tax');
  await expect(teamBilling).toContainText('$44.07');
  await expect(teamBilling.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  const teamInvoices = team.getByRole('region', { name: 'Invoices', exact: true });
  await expect(teamInvoices).toContainText('HST 13%: $5.07');
  await expect(teamInvoices).toContainText('Tax paid: $5.07');
  await expectAccessible(team, "the team's client page with billing and invoices");
  await team.setViewportSize({ width: 390, height: 844 });
  await team.reload();
  await expect(teamInvoices).toContainText('HST 13%: $5.07');
  await expectFits(team, "the team's client page at 390 px");
  await expectAccessible(team, "the team's client page at 390 px");
  await team.context().close();
});

test('a client in Alberta pays with GST 5% on its invoice', async ({ page, context }) => {
  const client = await payingClient(
    page,
    context,
    { businessName: `Foothills Tack ${run}`, contactName: 'Ada Bright', email: `ada.${run}@foothillstack.ca` },
    { name: 'Alberta', taxLine: 'GST 5%: $1.95 · $40.95/month after your trial' },
  );
  await expect(billingCard(page)).toContainText('$1.95');
  await expect(billingCard(page)).toContainText('$40.95');

  await charge(client.email, 'paid');
  await untilShown(page, '/onboarding/dashboard', async () => {
    const invoices = await openInvoices(page);
    await expect(invoices.getByRole('table')).toContainText('GST 5%: $1.95', quick);
  });
  const invoices = page.getByRole('tabpanel', { name: 'Invoices' });
  const row = invoices.getByRole('row').filter({ hasText: 'GST 5%: $1.95' }).first();
  await expect(row).toContainText('$40.95');
  await expect(row).not.toContainText('HST');
  await expect(invoices.getByText(/^Tax paid: \$1\.95$/)).toBeVisible();
});

test('a failed payment: the banner, Manage billing in the portal, Update card, and the team’s badge back to Active', async ({
  page,
  browser,
}) => {
  const client = await paidClient(
    page,
    { businessName: `Harbour Kites ${run}`, contactName: 'Ines Roy', email: `ines.${run}@harbourkites.ca` },
    'ON',
  );
  await expect(failedBanner(page)).toHaveCount(0);
  // The team has the client's page open too.
  const team = await (await browser.newContext()).newPage();
  await signInAsTeam(team);
  await team.goto(`/admin/clients/${client.id}`);
  const teamBilling = team.getByRole('region', { name: 'Billing', exact: true });
  await expect(teamBilling).toContainText('Trialing');

  await charge(client.email, 'failed');
  // Both open screens change as payments reports it, without a reload.
  await expect(failedBanner(page)).toBeVisible({ timeout: 30_000 });
  await expect(billingCard(page)).toContainText('Past Due');
  await expect(page.getByRole('region', { name: 'Project Status' })).toContainText('Payment Past Due');
  await expect(failedBanner(page).getByRole('button', { name: 'Update card' })).toBeVisible();
  await expect(teamBilling).toContainText('Past Due', { timeout: 30_000 });
  await expect(team.getByRole('region', { name: 'Onboarding Steps' })).toContainText('Payment Past Due', { timeout: 30_000 });
  // The team is e-mailed once, and the client once, with the way to update its card.
  const failed = await mailMatching((mail) => mail.subject === `Payment failed: ${client.businessName}`);
  expect(failed).toHaveLength(1);
  const toClient = await mailMatching(
    (mail) => mail.subject === 'Your Maple Builders payment did not go through' && mail.to.includes(client.email),
  );
  expect(toClient).toHaveLength(1);
  expect(toClient[0]!.text).toContain('/onboarding/dashboard');
  await expectAccessible(page, 'the dashboard with a failed payment');

  // The team's list says so too.
  await expect(async () => {
    await expect(await teamRow(team, client.businessName)).toContainText('Billing: Past Due', quick);
  }).toPass({ timeout: 30_000 });
  await expect(await teamRow(team, client.businessName, 'Payment Past Due')).toBeVisible();
  await expectAccessible(team, 'the client list with a billing badge');

  // Manage billing opens the portal; the card is updated there and the client returns.
  await billingCard(page).getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing (test)' })).toBeVisible({ timeout: 15_000 });
  await portalControl(page, 'Update card').click();
  await portalControl(page, 'Return').click();
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/, { timeout: 15_000 });
  await untilShown(page, '/onboarding/dashboard', async () => {
    await expect(billingCard(page)).toContainText('Active', quick);
    await expect(failedBanner(page)).toHaveCount(0, quick);
  });

  await expect(async () => {
    await expect(await teamRow(team, client.businessName)).toContainText('Billing: Active', quick);
  }).toPass({ timeout: 30_000 });
  await team.context().close();
});

test('a plan switch and a cancellation in the portal show on the dashboard and in the team’s list', async ({ page, browser }) => {
  const client = await paidClient(
    page,
    { businessName: `Prairie Loom ${run}`, contactName: 'Lena Fox', email: `lena.${run}@prairieloom.ca` },
    'AB',
  );

  // Switch to Professional.
  await billingCard(page).getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing (test)' })).toBeVisible({ timeout: 15_000 });
  await portalControl(page, 'Switch to Professional').click();
  await portalControl(page, 'Return').click();
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/, { timeout: 15_000 });
  await untilShown(page, '/onboarding/dashboard', async () => {
    await expect(billingCard(page)).toContainText('Professional · $79.00/month before tax', quick);
  });
  const switched = await mailMatching(
    (mail) => mail.subject === 'Your Maple Builders plan is now Professional' && mail.to.includes(client.email),
  );
  expect(switched).toHaveLength(1);
  expect(switched[0]!.text).toContain('$79.00 CAD a month before tax');

  // Cancel at the end of the period.
  await billingCard(page).getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing (test)' })).toBeVisible({ timeout: 15_000 });
  await portalControl(page, 'Cancel plan').click();
  await portalControl(page, 'Return').click();
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/, { timeout: 15_000 });
  await untilShown(page, '/onboarding/dashboard', async () => {
    await expect(billingCard(page)).toContainText(/Cancels on [A-Z][a-z]{2} \d{1,2}, \d{4}/, quick);
  });
  // A plan that cancels has no next charge to show.
  await expect(billingCard(page)).not.toContainText('Next charge');
  const cancelled = await mailMatching((mail) => mail.subject === `Subscription cancelled: ${client.businessName}`);
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0]!.text).toContain('Professional');
  const ends = await mailMatching(
    (mail) => mail.subject.startsWith('Your Maple Builders plan ends on ') && mail.to.includes(client.email),
  );
  expect(ends).toHaveLength(1);
  await expectAccessible(page, 'the billing card, cancelling');

  // The team finds the client under Subscription Cancelled, with its plan switched.
  const team = await (await browser.newContext()).newPage();
  await signInAsTeam(team);
  await expect(async () => {
    const row = await teamRow(team, client.businessName, 'Subscription Cancelled');
    await expect(row).toContainText(/Billing: Cancels on/, quick);
    await expect(row).toContainText('Professional', quick);
  }).toPass({ timeout: 30_000 });
  await team.goto(`/admin/clients/${client.id}`);
  await expect(team.getByRole('region', { name: 'Billing', exact: true })).toContainText(
    'Professional · $79.00/month before tax',
  );
  await expectAccessible(team, "the team's client page, cancelling");
  await team.context().close();
});

test('a demo client is Trialing (demo), with nothing to manage', async ({ page }) => {
  const client = { businessName: `Demo Bakery ${run}`, contactName: 'Dana Demo', email: `dana.${run}@demobakery.ca` };
  await onboardClient(client, password);
  await signIn(page, client);
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/);
  const card = billingCard(page);
  await expect(card).toContainText('Growth · $39.00/month before tax');
  await expect(card).toContainText('Trialing (demo)');
  await expect(card.getByRole('button')).toHaveCount(0);
  const invoices = await openInvoices(page);
  await expect(invoices).toContainText('No invoices yet.');
  await expectAccessible(page, 'the billing card of a demo client');
});
