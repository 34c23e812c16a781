/**
 * Client accounts end to end in Chromium against the running platform: the team adds a client and
 * reads its access code in the toast and in the invitation e-mail; the client registers with it (a
 * wrong e-mail and mismatched passwords first), signs out, signs in by e-mail, and a second client
 * signs in by code, each routed by the post-login rules; a reset e-mail's link sets a new password
 * and the old one stops working; the team's client list searches, filters, pages and says when it
 * is empty; a client's page shows its access-code history, redeemed and revoked codes included.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  baseURL,
  dismissWelcomePopupForever,
  expectAccessible,
  mailMatching,
  signInAsTeam,
  teamToken,
  toast,
} from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const CODE = /MB-[A-HJKMNP-Z2-9]{6}/;

// A word only this run's clients have, so a search finds them and nothing else.
const word = `fjordwick${run}`;

const first = {
  business: `Prairie Bakery ${word}`,
  contact: 'Ada Moreau',
  email: `ada.${run}@prairiebakery.ca`,
  phone: '780-555-0142',
  // The number as onboarding keeps it, and as the client list's call link dials it (E.164).
  storedPhone: '+17805550142',
  password: 'Sourdough-at-dawn-1',
  newPassword: 'Rye-and-caraway-22',
};
const second = { business: `Corner Store ${word}`, email: `sam.${run}@cornerstore.ca` };

let firstCode = '';
let secondCode = '';

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

async function addClientThroughTheApi(token: string, businessName: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/onboarding/admin/clients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ businessName, email, contactName: '', package: 'starter' }),
  });
  expect(response.status, `adding ${businessName}`).toBe(201);
  return ((await response.json()) as { accessCode: { code: string } }).accessCode.code;
}

/** Signs in with a code through the API: 200 while it works, 401 once it is used, revoked or expired. */
async function accessCodeStatus(code: string): Promise<number> {
  const response = await fetch(`${baseURL()}/api/identity/auth/access-code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return response.status;
}

/** Identity learns of a code from onboarding's event: waits until it has (or has heard of its revocation). */
async function waitForAccessCodeStatus(code: string, status: 200 | 401) {
  await expect.poll(() => accessCodeStatus(code), { timeout: 15_000, intervals: [250, 500, 1_000] }).toBe(status);
}

const clientList = (url: URL) => url.pathname === '/api/onboarding/admin/clients';

/** The portal's keys in the tab's session storage (spec 001 §3). */
const portalKeys = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['onboarding_access_code', 'onboarding_client_email', 'onboarding_client_id'].map((key) => [
        key,
        sessionStorage.getItem(key),
      ]),
    ),
  );

async function signInByEmail(page: Page, email: string, password: string) {
  await page.goto('/onboarding');
  const form = page.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The portal's own Sign Out, beside the step's heading (the header leaves its own out meanwhile). */
async function signOut(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
}

test('the team adds a client and reads its access code in the toast and in the invitation e-mail', async ({ page }) => {
  await signInAsTeam(page);
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client summary' })).toContainText('Total Clients');
  await expectAccessible(page, 'the client list');

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await expect(dialog.getByLabel('Package')).toHaveValue('growth');
  await expectAccessible(page, 'the Add Client dialog');

  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'Business name and email are required')).toBeVisible();
  await expectAccessible(page, 'the Add Client dialog with missing fields');

  await dialog.getByLabel('Business Name').fill(first.business);
  await dialog.getByLabel('Contact Name').fill(first.contact);
  await dialog.getByLabel('Email').fill(first.email);
  await dialog.getByLabel('Phone').fill(first.phone);
  await dialog.getByRole('button', { name: 'Create Client' }).click();

  const created = toast(page, 'Client created with access code:');
  await expect(created).toBeVisible();
  firstCode = CODE.exec((await created.textContent()) ?? '')?.[0] ?? '';
  expect(firstCode).toMatch(CODE);
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search clients').fill(first.business);
  const row = page.getByRole('row').filter({ hasText: first.business });
  await expect(row).toContainText('Growth');
  await expect(row).toContainText('Payment Pending');
  await expect(row.getByRole('link', { name: `Email ${first.business}` })).toHaveAttribute('href', `mailto:${first.email}`);
  await expect(row.getByRole('link', { name: `Call ${first.business}` })).toHaveAttribute('href', `tel:${first.storedPhone}`);

  const [invitation] = await mailMatching((mail) => mail.to.includes(first.email));
  expect(invitation!.text).toContain(firstCode);
  expect(invitation!.text).toContain(`/onboarding/register?code=${firstCode}`);

  // The dashboard counts the new client.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('link', { name: /^Total Clients \d+$/ })).toBeVisible();
  const total = Number((await page.getByRole('link', { name: /^Total Clients/ }).textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: /^Active Projects \d+$/ })).toBeVisible();
});

test('the client registers from the invitation: a wrong e-mail and mismatched passwords first', async ({ page }) => {
  await waitForAccessCodeStatus(firstCode, 200);
  const [invitation] = await mailMatching((mail) => mail.to.includes(first.email));
  const link = /https?:\/\/\S+\/onboarding\/register\?code=\S+/.exec(invitation!.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create Your Account' });
  const code = form.getByRole('textbox', { name: /^Access Code/ });
  await expect(code).toHaveValue(firstCode);
  await expectAccessible(page, 'the registration');

  await form.getByLabel('Email').fill(`someone.else.${run}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(first.password);
  await form.getByLabel('Confirm Password').fill(first.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Email does not match the one associated with this access code')).toBeVisible();
  await expectAccessible(page, 'the registration with a refused e-mail');

  await form.getByLabel('Email').fill(first.email);
  await form.getByLabel('Confirm Password').fill(`${first.password}!`);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Passwords do not match')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  await form.getByLabel('Confirm Password').fill(first.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  // A new client has not paid yet.
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeVisible();
  const keys = await portalKeys(page);
  expect(keys.onboarding_access_code).toBe(firstCode);
  expect(keys.onboarding_client_email).toBe(first.email);
  expect(keys.onboarding_client_id).toMatch(/^[0-9a-f-]{36}$/);
  await expectAccessible(page, 'the payment step');

  await signOut(page);
  expect(await portalKeys(page)).toEqual({
    onboarding_access_code: null,
    onboarding_client_email: null,
    onboarding_client_id: null,
  });
  // Signed out, the steps are closed.
  await page.goto('/onboarding/payment');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('the client signs in by e-mail and is routed to its step; its redeemed code works no more', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page.getByRole('tab', { name: 'Email & Password' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
  await expect(page.getByRole('link', { name: 'Have an access code? Create your account' })).toHaveAttribute(
    'href',
    '/onboarding/register',
  );
  await expectAccessible(page, 'the client sign-in');

  const form = page.getByRole('form', { name: 'Email & Password' });
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await form.getByLabel('Email').fill(first.email);
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The code was used up by the registration.
  await page.getByRole('tab', { name: 'Access Code' }).click();
  const byCode = page.getByRole('form', { name: 'Access Code' });
  await byCode.getByRole('textbox', { name: /^Access Code/ }).fill(firstCode);
  await byCode.getByRole('button', { name: 'Continue with Access Code' }).click();
  await expect(toast(page, 'Invalid or expired access code')).toBeVisible();
  await expectAccessible(page, 'the access-code sign-in with a refused code');

  await signInByEmail(page, first.email, first.password);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  expect((await portalKeys(page)).onboarding_client_email).toBe(first.email);

  // A reload keeps the session (the refresh cookie), and a signed-in client at /onboarding is sent on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeVisible();
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  // The team's screens send a client away.
  await page.goto('/admin/clients');
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await signOut(page);
});

test('a second client signs in with its access code, and stays signed in across a reload', async ({ page }) => {
  secondCode = await addClientThroughTheApi(await teamToken(), second.business, second.email);
  await waitForAccessCodeStatus(secondCode, 200);

  await page.goto('/onboarding');
  await page.getByRole('tab', { name: 'Access Code' }).click();
  const form = page.getByRole('form', { name: 'Access Code' });
  const field = form.getByRole('textbox', { name: /^Access Code/ });
  await field.fill('MB-NOPE00');
  await form.getByRole('button', { name: 'Continue with Access Code' }).click();
  await expect(toast(page, 'Invalid or expired access code')).toBeVisible();

  await field.fill('');
  await field.pressSequentially(secondCode.toLowerCase());
  await expect(field).toHaveValue(secondCode);
  await form.getByRole('button', { name: 'Continue with Access Code' }).click();
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  const keys = await portalKeys(page);
  expect(keys.onboarding_access_code).toBe(secondCode);
  expect(keys.onboarding_client_email).toBe(second.email);

  // No refresh cookie: the tab's code signs the session in again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await signOut(page);
  expect((await portalKeys(page)).onboarding_access_code).toBeNull();
});

test("the reset e-mail's link sets a new password, and the old one stops working", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page, 'Forgot Password');
  const forgot = page.getByRole('form', { name: 'Forgot Password' });
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Please enter your email address')).toBeVisible();

  await forgot.getByLabel('Email Address').fill(first.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset link sent to your email!')).toBeVisible();

  const [resetMail] = await mailMatching((mail) => mail.to.includes(first.email) && mail.text.includes('/reset-password#'));
  const link = /https?:\/\/\S+\/reset-password#type=recovery&token=[A-Za-z0-9_-]+/.exec(resetMail!.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(`${baseURL()}/reset-password`);
  await expectAccessible(page, 'Reset Your Password');

  const reset = page.getByRole('form', { name: 'Reset Your Password' });
  await reset.getByRole('button', { name: 'Show passwords' }).click();
  await expect(reset.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await reset.getByLabel('New Password', { exact: true }).fill('short');
  await reset.getByLabel('Confirm New Password').fill('shorter');
  await reset.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Passwords do not match')).toBeVisible();
  await reset.getByLabel('Confirm New Password').fill('short');
  await reset.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password must be at least 8 characters')).toBeVisible();

  await reset.getByLabel('New Password', { exact: true }).fill(first.newPassword);
  await reset.getByLabel('Confirm New Password').fill(first.newPassword);
  await reset.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 5_000 });

  await signInByEmail(page, first.email, first.password);
  await expect(toast(page, 'Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  await signInByEmail(page, first.email, first.newPassword);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
});

test("the team's client list searches, filters, pages and says when it is empty", async ({ page }) => {
  // Eleven more clients with this run's word: thirteen in all, two pages of ten.
  const token = await teamToken();
  for (let index = 1; index <= 11; index++) {
    await addClientThroughTheApi(token, `Listed ${String(index).padStart(2, '0')} ${word}`, `listed.${index}.${run}@example.com`);
  }

  await signInAsTeam(page);
  await page.goto('/admin/clients');
  const search = page.getByLabel('Search clients');
  await search.fill(word.toUpperCase());
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText('Showing page 1 of 2');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);
  await expectAccessible(page, 'the client list, searched');

  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(pagination).toContainText('Showing page 2 of 2');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  // Newest first: the first two clients close the list.
  await expect(page.getByRole('row').filter({ hasText: first.business })).toBeVisible();

  // By contact and by e-mail too, whatever the case.
  await search.fill('ADA MOREAU');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: first.business })).toBeVisible();
  await search.fill(second.email.toUpperCase());
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  const filter = page.getByLabel('Filter clients');
  await search.fill(word);
  await expect(pagination).toContainText('Showing page 1 of 2');
  // Every client of this run is still onboarding (the steps come later), so all of them are pending; the
  // server's filters themselves are tested against every status in services/onboarding/test.
  const pendingAsked = page.waitForRequest(
    (request) => clientList(new URL(request.url())) && new URL(request.url()).searchParams.get('filter') === 'pending',
  );
  await filter.selectOption({ label: 'Pending Onboarding' });
  await pendingAsked;
  await expect(pagination).toContainText('Showing page 1 of 2');
  await filter.selectOption({ label: 'Active Projects' });
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  await filter.selectOption({ label: 'Completed' });
  await expect(page.getByText('No clients found')).toBeVisible();
  await expectAccessible(page, 'the client list with nothing matching');
  await filter.selectOption({ label: 'All Clients' });
  await search.fill(`nobody-${word}`);
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();

  // A list with no clients at all says where they will come from.
  const emptyList = { items: [], total: 0, page: 1, pageCount: 0 };
  await page.route(clientList, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(emptyList) }),
  );
  await search.fill('');
  await expect(page.getByText('Clients will appear here once they complete onboarding')).toBeVisible();

  await page.unroute(clientList);
  await page.route(clientList, (route) => route.abort());
  await search.fill(word);
  await expect(toast(page, 'Failed to fetch clients')).toBeVisible();
});

test("a client's page shows its steps and access-code history: redeemed, then revoked by a new code", async ({ page }) => {
  await signInAsTeam(page);
  await page.goto('/admin/clients');
  await page.getByLabel('Search clients').fill(first.business);
  await page.getByRole('link', { name: `View ${first.business}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.business })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Onboarding Steps' })).toContainText('Payment CompleteNot yet');
  const history = page.getByRole('region', { name: 'Access Codes' });
  const firstRow = history.getByRole('row').filter({ hasText: firstCode });
  await expect(firstRow).toContainText('Redeemed');
  await expect(history).toContainText('This client has created an account, so it needs no new code.');
  await expect(history.getByRole('button', { name: 'Issue new code' })).toHaveCount(0);
  await expectAccessible(page, "a registered client's page");

  await page.goto('/admin/clients');
  await page.getByLabel('Search clients').fill(second.email);
  await page.getByRole('link', { name: `View ${second.business}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.business })).toBeVisible();
  await page.getByRole('button', { name: 'Issue new code' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Issue a new access code?' });
  await expectAccessible(page, 'the new code confirmation');
  await confirm.getByRole('button', { name: 'Issue new code' }).click();
  const issued = toast(page, 'New access code issued:');
  await expect(issued).toBeVisible();
  const newCode = CODE.exec((await issued.textContent()) ?? '')![0];
  expect(newCode).not.toBe(secondCode);

  const codes = page.getByRole('region', { name: 'Access Codes' });
  await expect(codes.getByRole('row').filter({ hasText: newCode })).toContainText('Active');
  await expect(codes.getByRole('row').filter({ hasText: secondCode })).toContainText('Revoked');
  // The invitation with the new code is e-mailed, and the page says when.
  await mailMatching((mail) => mail.to.includes(second.email) && mail.text.includes(newCode));
  await expect(async () => {
    await page.reload();
    await expect(codes.getByRole('row').filter({ hasText: newCode }).getByRole('cell').nth(2)).not.toHaveText('Not yet', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });

  // The revoked code no longer signs in; the new one does.
  await waitForAccessCodeStatus(secondCode, 401);
  await waitForAccessCodeStatus(newCode, 200);
});
