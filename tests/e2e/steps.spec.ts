/**
 * The onboarding steps end to end in Chromium against the running platform (demo mode on, Stripe played by
 * the local stand-in): a client signed in with its access code skips payment in demo mode, sends, reads and
 * signs its contract (the contract e-mail read from the catcher), watches the video and reaches the
 * dashboard, then downloads the signed PDF and its certificate is checked; another opens Stripe Checkout,
 * pays there and comes back with its session id, verified with Stripe and moved on to the contract; a third
 * pays while the payment page waits, and Check Payment Status finds it; the team's payment diagnostic lists
 * them. Each screen is checked with axe.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  baseURL,
  dismissWelcomePopupForever,
  expectAccessible,
  holdRequests,
  mailMatching,
  signInAsTeam,
  teamToken,
  toast,
} from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

interface NewClient {
  businessName: string;
  contactName: string;
  email: string;
}

/** Adds a client through the team's API and waits until identity knows its code; returns the code. */
async function invite(client: NewClient): Promise<string> {
  const response = await fetch(`${baseURL()}/api/onboarding/admin/clients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await teamToken()}` },
    body: JSON.stringify({ ...client, package: 'growth' }),
  });
  expect(response.status, `adding ${client.businessName}`).toBe(201);
  const code = ((await response.json()) as { accessCode: { code: string } }).accessCode.code;
  const signInStatus = async () =>
    (
      await fetch(`${baseURL()}/api/identity/auth/access-code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
      })
    ).status;
  await expect.poll(signInStatus, { timeout: 15_000, intervals: [250, 500, 1_000] }).toBe(200);
  return code;
}

/** Signs in with an access code on /onboarding; a client that has not paid lands on the payment step. */
async function signInWithCode(page: Page, code: string) {
  await page.goto('/onboarding');
  await page.getByRole('tab', { name: 'Access Code' }).click();
  const form = page.getByRole('form', { name: 'Access Code' });
  await form.getByRole('textbox', { name: /^Access Code/ }).fill(code);
  await form.getByRole('button', { name: 'Continue with Access Code' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Package' })).toBeVisible();
}

/** Chooses where the client's business is, which Start Free Trial needs first. */
async function chooseProvince(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Province or territory' }).selectOption({ label: name });
}

/** The package card whose heading names `name`. */
const packageCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('demo mode: a client skips payment, signs its contract, watches the video and reaches the dashboard', async ({ page }) => {
  const client = { businessName: `Lakeside Florist ${run}`, contactName: 'Lena Okafor', email: `lena.${run}@lakeside.ca` };
  const code = await invite(client);
  await signInWithCode(page, code);

  await expect(page.getByText('256-bit SSL Encryption')).toBeVisible();
  await expect(packageCard(page, 'Growth')).toContainText('Most Popular');
  await expect(packageCard(page, 'Growth')).toContainText('After 7-day free trial');
  const demo = page.getByRole('region', { name: 'Demo Mode - Skip Payment' });
  await expect(demo).toBeVisible();
  await expectAccessible(page, 'the payment step');
  await demo.getByRole('button', { name: /Professional/ }).click();
  await expect(toast(page, 'Payment confirmed! Proceeding to contract...')).toBeVisible();

  // Contract: the summary, sent, read and signed.
  await expect(page).toHaveURL(/\/onboarding\/contract$/);
  await expect(page.getByText(client.businessName).first()).toBeVisible();
  await expect(page.getByText('Professional Package ($79)').first()).toBeVisible();
  await expectAccessible(page, 'the contract step before sending');
  await page.getByRole('button', { name: 'Send Contract for Signature' }).click();
  await expect(toast(page, 'Contract sent to your email!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contract Sent Successfully!' })).toBeVisible();
  await expectAccessible(page, 'the contract step, sent');

  const [mail] = await mailMatching((m) => m.to.includes(client.email) && m.subject.includes('ready to sign'));
  expect(mail!.text).toContain(client.businessName);
  expect(mail!.text).toContain('/onboarding/contract');

  await page.getByRole('textbox', { name: /Full name/ }).fill('Lena Okafor');
  await page.getByRole('checkbox', { name: /sign this contract electronically/ }).check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toast(page, 'Contract signed successfully!')).toBeVisible();

  // Video, then the dashboard.
  await expect(page).toHaveURL(/\/onboarding\/video$/);
  await expect(page.getByRole('heading', { name: "What You'll Learn" })).toBeVisible();
  await expectAccessible(page, 'the video step');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your signed contract (PDF)' }).click();
  const pdf = await PDFDocument.load(await readFile((await (await downloading).path())!));
  expect(pdf.getPageCount()).toBeGreaterThan(1);
  expect(pdf.getSubject()).toMatch(/: VERIFIED$/);
  const [, sent, signed, stored] =
    /sha256-sent=([0-9a-f]{64}), sha256-signed=([0-9a-f]{64}), sha256-stored=([0-9a-f]{64})/.exec(pdf.getKeywords() ?? '') ?? [];
  expect(sent).toBeDefined();
  expect(signed).toBe(sent);
  expect(stored).toBe(sent);

  await page.getByRole('button', { name: "I've Watched the Video" }).click();
  await expect(page.getByRole('heading', { name: 'Onboarding Complete!' })).toBeVisible();
  await expect(toast(page, 'Welcome to your dashboard!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/, { timeout: 10_000 });

  // The order holds from here: each earlier step sends the client on to the dashboard.
  await page.goto('/onboarding/payment');
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/);
});

test('Stripe Checkout: a client pays in the opened tab and its return is verified with Stripe', async ({ page, context }) => {
  const client = { businessName: `Harbour Cafe ${run}`, contactName: 'Omar Haddad', email: `omar.${run}@harbourcafe.ca` };
  await signInWithCode(page, await invite(client));

  await chooseProvince(page, 'Alberta');
  const opened = context.waitForEvent('page');
  await packageCard(page, 'Starter').getByRole('button', { name: 'Start Free Trial' }).click();
  const checkout = await opened;
  await expect(toast(page, 'Payment link opened! Complete payment and return here.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('selected_package'))).toBe('Starter Package ($19)');

  // Stripe's hosted page (the stand-in's): paying returns to the payment step with the session id.
  await checkout.waitForURL(/\/pay\/cs_test_/);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await checkout.waitForURL(/\/onboarding\/(payment\?session_id=cs_test_|contract$)/);
  await expect(checkout).toHaveURL(/\/onboarding\/contract$/, { timeout: 15_000 });
  await expect(toast(checkout, 'Payment verified successfully!')).toBeVisible();
  await expect(checkout.getByText('Starter Package ($19)').first()).toBeVisible();
  await checkout.close();

  // The first tab finds the payment too.
  await page.getByRole('button', { name: 'Check Payment Status' }).click();
  await expect(toast(page, 'Payment found! Proceeding to contract...')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/contract$/);
});

test('Stripe Checkout: the return with a session id shows Verifying Payment and moves the client on', async ({
  page,
  context,
}) => {
  const client = { businessName: `Prairie Pottery ${run}`, contactName: '', email: `studio.${run}@prairiepottery.ca` };
  await signInWithCode(page, await invite(client));

  // Nothing paid yet: Check Payment Status says so.
  await page.getByRole('button', { name: 'Check Payment Status' }).click();
  await expect(toast(page, 'Payment not found yet. Please try again in a moment.')).toBeVisible();

  await chooseProvince(page, 'Ontario');
  const opened = context.waitForEvent('page');
  await packageCard(page, 'Growth').getByRole('button', { name: 'Start Free Trial' }).click();
  const checkout = await opened;
  await checkout.waitForURL(/\/pay\/cs_test_/);
  const sessionId = /\/pay\/(cs_test_[0-9a-f]+)/.exec(checkout.url())![1]!;
  await checkout.close();

  // Paid at Stripe without its webhook reaching us: only the return can tell.
  const completed = await fetch(`${process.env.E2E_STRIPE_URL}/_test/sessions/${sessionId}/complete`, { method: 'POST' });
  expect(completed.ok).toBe(true);
  // The verification is held until the 'Verifying Payment' screen has been seen.
  const verification = await holdRequests(page, '**/api/payments/checkout-sessions/*/verification');
  await page.goto(`/onboarding/payment?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Verifying Payment' })).toBeVisible();
  verification.release();
  await expect(toast(page, 'Payment verified successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/contract$/, { timeout: 15_000 });
  await expect(page.getByText('Growth Package ($39)').first()).toBeVisible();

  // The team's payment diagnostic lists the paid client of the last 24 hours.
  await signInAsTeam(page);
  await page.goto('/payment-status');
  await expect(page.getByText(client.email).first()).toBeVisible();
  await expectAccessible(page, 'the payment diagnostic');
});
