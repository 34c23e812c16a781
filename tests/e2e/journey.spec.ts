/**
 * The first journey, end to end in Chromium against the whole running platform: a visitor leaves
 * their details on the home page, the team is e-mailed, and a team member handles the inquiry.
 */
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './global-setup.js';
import {
  baseURL,
  caughtMail,
  dismissWelcomePopupForever,
  expectAccessible,
  holdRequests,
  mailMatching,
  toast,
  today,
} from './support.js';

test.use({ baseURL: baseURL() });

const visitor = {
  name: `Priya Journey ${Date.now()}`,
  email: `priya.${Date.now()}@bakery.ca`,
  phone: '+1 (780) 555-0177',
};
const stageEmail = `stage.${Date.now()}@florist.ca`;

test.describe.configure({ mode: 'serial' });

test('a visitor leaves an e-mail from the "Where is your business?" map', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Where is your business?' })).toBeVisible();
  const bubbles = page.locator('#business-stages button');
  await expect(bubbles).toHaveCount(5);
  await expectAccessible(page, 'the home page');

  await page.getByRole('button', { name: 'Behind Competition' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Behind Competition' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Dominate Market' })).toBeVisible();
  await expectAccessible(page, 'the stage modal');

  // Only the e-mail is asked for, and it must look like one.
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Dominate Market' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expectAccessible(page, 'the stage modal with an invalid e-mail');

  // 'Maybe Later' closes it without sending anything.
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Behind Competition' }).click();
  await dialog.getByLabel('Email').fill(stageEmail);
  await dialog.getByRole('button', { name: 'Dominate Market' }).click();
  await expect(toast(page, "Thanks! We'll reach out to you soon.")).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expectAccessible(page, 'the stage modal thanks');
  // The thanks view closes by itself after 3 seconds.
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  // Opened again, it starts afresh.
  await page.getByRole('button', { name: 'Behind Competition' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await page.keyboard.press('Escape');
});

test('a visitor books a strategy call with the "Find Your Solution" wizard', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/');
  const wizard = page.locator('#find-your-solution');
  await wizard.scrollIntoViewIfNeeded();
  await wizard.getByRole('button', { name: /Declining Sales/ }).click();

  await expect(wizard.getByLabel('Preferred Time')).toHaveValue('morning');
  await expectAccessible(page, 'the wizard contact step');
  // Required fields are enforced before anything is sent.
  await wizard.getByRole('button', { name: 'Schedule My Call' }).click();
  await expect(wizard.getByText('Please enter your name')).toBeVisible();
  await expectAccessible(page, 'the wizard with missing fields');

  await wizard.getByLabel('Name').fill(visitor.name);
  await wizard.getByLabel('Email').fill(visitor.email);
  await wizard.getByLabel('Phone').fill(visitor.phone);
  await wizard.getByLabel('Preferred Time').selectOption('afternoon');

  // Hold the request until the busy state has been seen.
  const call = await holdRequests(page, '**/api/leads/inquiries/strategy-call');
  await wizard.getByRole('button', { name: 'Schedule My Call' }).click();
  await expect(wizard.getByRole('button', { name: 'Scheduling...' })).toBeDisabled();
  call.release();
  await expect(toast(page, 'Your request has been submitted!')).toBeVisible();
  await expect(wizard.getByText(/within 24 hours/)).toBeVisible();
  await expectAccessible(page, 'the wizard thanks');

  await wizard.getByRole('button', { name: 'Back to Start' }).click();
  await expect(wizard.getByRole('button', { name: /Declining Sales/ })).toHaveAttribute('aria-pressed', 'false');
  await wizard.getByRole('button', { name: /Poor ROI/ }).click();
  await expect(wizard.getByLabel('Name')).toHaveValue('');
});

test('the team is e-mailed once for each inquiry', async () => {
  const wizardMail = await mailMatching((mail) => mail.text.includes(visitor.name));
  expect(wizardMail).toHaveLength(1);
  expect(wizardMail[0]!.to).toContain('team@maplebuilders.ca');
  expect(wizardMail[0]!.subject).toContain('Declining Sales');
  expect(wizardMail[0]!.text).toContain(visitor.email);
  expect(wizardMail[0]!.text).toContain('+17805550177'); // the phone as typed, in E.164
  expect(wizardMail[0]!.text).toMatch(/afternoon \(12PM-5PM\)/i);

  const stageMail = await mailMatching((mail) => mail.text.includes(stageEmail));
  expect(stageMail).toHaveLength(1);
  expect(stageMail[0]!.subject).toContain('Business Stage 3');
  // Give a duplicate delivery the chance to show itself.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await caughtMail()).filter((mail) => mail.text.includes(visitor.name))).toHaveLength(1);
});

test('admin screens need a signed-in team member', async ({ page }) => {
  await page.goto('/admin/inquiries');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectAccessible(page, 'the admin login');

  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials')).toBeVisible();
  await expectAccessible(page, 'a failed sign-in');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a team member signs in and handles the inquiries', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  const login = await holdRequests(page, '**/api/identity/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  login.release();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expectAccessible(page, 'the admin dashboard');

  // The back office has its own navigation, and none of the public site's calls to action.
  const backOffice = page.getByRole('navigation', { name: 'Back office' });
  // The daily screens stand alone; the rest open from their group's button.
  await expect(backOffice.locator(':scope > ul > li > :is(a, button)')).toHaveText([
    'Dashboard',
    'Clients',
    'Posts',
    'Leads',
    'Website',
    'Agency',
    'Account',
  ]);
  await backOffice.getByRole('button', { name: 'Website' }).click();
  await expect(backOffice.getByRole('link')).toHaveText([
    'Dashboard',
    'Clients',
    'Posts',
    'Categories & Tags',
    'Services',
    'Partners',
    'Team Members',
    'Media',
    'Account',
  ]);
  await page.keyboard.press('Escape');
  await expect(backOffice.getByRole('button', { name: 'Website' })).toBeFocused();
  await expect(backOffice.getByRole('link', { name: 'Partners' })).toBeHidden();
  await expect(page.getByRole('banner')).toContainText(e2eAdmin.email);
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

  await backOffice.getByRole('button', { name: 'Leads' }).click();
  await backOffice.getByRole('link', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(page.getByRole('heading', { name: 'Solution Inquiries' })).toBeVisible();
  const headers = page.locator('thead th');
  await expect(headers).toHaveText(['Contact', 'Situation', 'Preferred Time', 'Status', 'Submitted']);
  await expectAccessible(page, 'the inquiries');

  const wizardRow = page.getByRole('row').filter({ hasText: visitor.name });
  await expect(wizardRow).toContainText(visitor.email);
  await expect(wizardRow).toContainText('Declining Sales');
  await expect(wizardRow).toContainText('Afternoon (12PM-5PM)');
  await expect(wizardRow).toContainText(today());
  await expect(wizardRow.getByLabel(`Status for ${visitor.name}`)).toHaveValue('pending');

  const stageRow = page.getByRole('row').filter({ hasText: stageEmail });
  await expect(stageRow).toContainText('Business Stage 3');

  // Search by name or e-mail.
  await page.getByLabel('Search inquiries').fill(visitor.email);
  await expect(page.getByRole('row').filter({ hasText: stageEmail })).toHaveCount(0);
  await expect(wizardRow).toBeVisible();
  await page.getByLabel('Search inquiries').fill('');

  // Status filter: nothing is contacted yet.
  await page.getByLabel('Filter by status').selectOption('contacted');
  await expect(page.getByText('No inquiries found')).toBeVisible();
  await expectAccessible(page, 'the inquiries with none found');
  await page.getByLabel('Filter by status').selectOption('all');

  // Inline status change, kept after a reload.
  await wizardRow.getByLabel(`Status for ${visitor.name}`).selectOption('contacted');
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('contacted');
  await expect(page.getByRole('row').filter({ hasText: visitor.name })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: stageEmail })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: visitor.name }).getByLabel(`Status for ${visitor.name}`)).toHaveValue(
    'contacted',
  );

  // A failed update says so, and the row keeps its status.
  await page.route('**/api/leads/admin/inquiries/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: { statusCode: 503 } }) : route.continue(),
  );
  await page
    .getByRole('row')
    .filter({ hasText: visitor.name })
    .getByLabel(`Status for ${visitor.name}`)
    .selectOption('completed');
  await expect(toast(page, 'Failed to update status')).toBeVisible();
  await expectAccessible(page, 'a failed status update');
  await expect(page.getByRole('row').filter({ hasText: visitor.name }).getByLabel(`Status for ${visitor.name}`)).toHaveValue(
    'contacted',
  );

  // The messages of a client that is not there say so, inside the same layout; Sign Out leaves the back office.
  await page.goto('/admin/clients/6f1c2a4e-0000-4000-8000-000000000001/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Not Found' })).toBeVisible();
  await expect(page.getByText('The requested client could not be found.')).toBeVisible();
  await expectAccessible(page, 'the messages of a client that is not there');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('failures are told to the visitor and the team', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.route('**/api/leads/inquiries/**', (route) => route.abort());
  await page.goto('/');
  const wizard = page.locator('#find-your-solution');
  await wizard.getByRole('button', { name: /Missing Targets/ }).click();
  await wizard.getByLabel('Name').fill('Offline Visitor');
  await wizard.getByLabel('Email').fill('offline@example.com');
  await wizard.getByLabel('Phone').fill('780 555 0100');
  await wizard.getByRole('button', { name: 'Schedule My Call' }).click();
  await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
  await expect(wizard.getByLabel('Name')).toHaveValue('Offline Visitor');
  await expectAccessible(page, 'the wizard after a failed request');

  await page.getByRole('button', { name: 'Just Starting' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill('offline@example.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Start Free Week' }).click();
  await expect(toast(page, 'Something went wrong. Please try again.').first()).toBeVisible();
  await expectAccessible(page, 'the stage modal after a failed request');

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.route('**/api/leads/admin/inquiries**', (route) => route.fulfill({ status: 500, json: { statusCode: 500 } }));
  await page.goto('/admin/inquiries');
  await expect(toast(page, 'Failed to fetch inquiries')).toBeVisible();
  await expectAccessible(page, 'inquiries that failed to load');
});
