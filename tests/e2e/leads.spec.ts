/**
 * Everything a student or a business owner sends us, end to end in Chromium against the running
 * platform: a student applies at /workshop, an owner asks for a proposal at /proposal, both e-mails
 * reach the catcher, and the team finds both in the back office, changes their status, opens them,
 * sees everything one address has sent and exports the lists as CSV.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { e2eAdmin } from './global-setup.js';
import {
  baseURL,
  caughtMail,
  dismissWelcomePopupForever,
  expectAccessible,
  mailMatching,
  holdRequests,
  toast,
  today,
  waitForHydration,
} from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const teamEmail = 'team@maplebuilders.ca';

const student = {
  name: `Mei Tanaka ${run}`,
  email: `mei.${run}@ualberta.ca`,
  phone: '780-555-0199',
  // The number as the service keeps it and the team sees it (E.164, Canadian by default).
  storedPhone: '+17805550199',
  // A word only the university has, so a search that finds the row found it by the university.
  university: `Augustana Campus uni${run}`,
  // Cells a spreadsheet would run as formulas: the export must neutralise them.
  program: '=HYPERLINK("http://example.com","Commerce")',
  motivation: '@everyone I want to help local shops grow.',
  experience: 'Ran the Instagram of my faculty club.\nDesigned posters for two campus events.',
};

const owner = {
  business: `Corner Store ${run}`,
  email: `sam.${run}@cornerstore.ca`,
  phone: '(780) 555-0123',
  storedPhone: '+17805550123',
  teamSize: '8 staff',
  existingTech: 'Square point of sale, a Wix website',
  scope: 'A new website with online ordering',
  budget: '$5,000',
  goals: '-50% phone orders by spring',
  challenges: 'Phone orders pile up at lunch',
};

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The file a download saved, checked for the contract's shape (UTF-8 with a BOM, CRLF, a header row). */
async function readCsv(download: Download): Promise<string[][]> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark').toBe(true);
  expect(text).toContain('\r\n');
  const rows = parseCsv(text.slice(1));
  expect(rows.length, 'a header row at least').toBeGreaterThanOrEqual(1);
  // Every row has the header's cells, and no cell starts as a formula would.
  for (const row of rows) {
    expect(row).toHaveLength(rows[0]!.length);
    for (const cell of row) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
  }
  return rows;
}

async function exportCsv(page: Page): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  return download;
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The dashboard card's count, once it has been read. */
async function pendingCount(page: Page): Promise<number> {
  const card = page.getByRole('link', { name: /^Pending Applications/ });
  await expect(card).toHaveText(/^Pending Applications \d+$/);
  return Number((await card.textContent())!.replace(/\D/g, ''));
}

/** The label/value pairs of a detail dialog, in order. */
async function detailsOf(dialog: ReturnType<Page['getByRole']>): Promise<[string, string][]> {
  const terms = dialog.locator('dt');
  const pairs: [string, string][] = [];
  for (let index = 0; index < (await terms.count()); index++) {
    const term = terms.nth(index);
    pairs.push([(await term.textContent()) ?? '', (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '']);
  }
  return pairs;
}

test('a student applies at /workshop', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/workshop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Workshop');
  await expect(page.getByText('10-15 hours per week per term')).toBeVisible();
  await expect(page.getByText(/within 48 hours/).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply to Volunteer' });
  const submit = form.getByRole('button', { name: 'Submit Application' });
  // The form was rendered by the server; it takes input once the page is hydrated.
  await waitForHydration(submit);
  await expect(submit).toBeEnabled();
  await expectAccessible(page, 'the workshop page');

  // Everything but the interests is asked for before anything is sent.
  await submit.click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please choose your year of study')).toBeVisible();
  await expect(form.getByText('Please tell us why you want to join')).toBeVisible();
  await expect(form.getByText('Please choose from the listed interests')).toHaveCount(0);
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await expectAccessible(page, 'the volunteer form with missing fields');

  await form.getByLabel('Full Name').fill(student.name);
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Phone').fill(student.phone);
  await form.getByLabel('University').fill(student.university);
  await form.getByLabel('Program').fill(student.program);
  await form.getByLabel('Year of Study').selectOption({ label: 'Third Year' });
  await form.getByLabel('Availability').selectOption({ label: 'Fall (September-December)' });
  await form.getByLabel('Web Development').check();
  await form.getByLabel('Graphic Design').check();
  await form.getByLabel('Relevant Experience').fill(student.experience);
  await form.getByLabel('Why do you want to join?').fill(student.motivation);

  // Hold the request until the busy state has been seen.
  const application = await holdRequests(page, '**/api/leads/applications');
  await submit.click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  application.release();
  await expect(toast(page, 'Application submitted successfully!')).toBeVisible();
  const received = page.getByRole('heading', { name: 'Application Received!' });
  await expect(received).toBeVisible();
  await expect(received).toBeFocused();
  await expectAccessible(page, 'the application received');

  await page.getByRole('button', { name: 'Submit another application' }).click();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await expect(form.getByLabel('Year of Study')).toHaveValue('');
  await expect(form.getByLabel('Graphic Design')).not.toBeChecked();
});

test('a failed application is told, and what was typed stays', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.route('**/api/leads/applications', (route) => route.abort());
  await page.goto('/workshop');
  const form = page.getByRole('form', { name: 'Apply to Volunteer' });
  await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await form.getByLabel('Full Name').fill('Offline Student');
  await form.getByLabel('Email').fill('offline.student@example.com');
  await form.getByLabel('Phone').fill('780 555 0100');
  await form.getByLabel('University').fill('NAIT');
  await form.getByLabel('Program').fill('Digital Media');
  await form.getByLabel('Year of Study').selectOption('1');
  await form.getByLabel('Availability').selectOption('winter');
  await form.getByLabel('Relevant Experience').fill('None yet');
  await form.getByLabel('Why do you want to join?').fill('To learn');
  await form.getByRole('button', { name: 'Submit Application' }).click();

  await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toHaveCount(0);
  await expect(form.getByLabel('Full Name')).toHaveValue('Offline Student');
  await expect(form.getByLabel('Year of Study')).toHaveValue('1');
  await expect(form.getByLabel('Why do you want to join?')).toHaveValue('To learn');
  await expectAccessible(page, 'the volunteer form after a failed request');
});

test('a business owner asks for a proposal in three steps', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/proposal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Proposal');
  const progress = page.getByRole('list', { name: 'Progress' });
  const current = progress.locator('[aria-current="step"]');
  await expect(current).toHaveText('Business Info');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await waitForHydration(continueButton);
  await expect(continueButton).toBeEnabled();
  await expect(page.getByLabel('Business Name')).toHaveAttribute('required', '');
  await expectAccessible(page, 'the proposal, step 1');

  // Marked required, but Continue does not hold the owner back (spec §5).
  await continueButton.click();
  await expect(current).toHaveText('Project Details');
  await expect(page.getByRole('heading', { name: /Tell us about your project/ })).toBeFocused();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please choose a timeline')).toBeVisible();
  await expect(page.getByText('Please describe your goals')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expectAccessible(page, 'the proposal, step 2 with missing fields');

  // Back to step 1, fill it in; nothing typed is lost either way.
  await page.getByLabel('Project Goals').fill(owner.goals);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(current).toHaveText('Business Info');
  await page.getByLabel('Business Name').fill(owner.business);
  await page.getByLabel('Industry').selectOption({ label: 'Retail' });
  await page.getByLabel('Team Size').fill(owner.teamSize);
  await page.getByLabel('Existing Technology').fill(owner.existingTech);
  await continueButton.click();
  await expect(page.getByLabel('Project Goals')).toHaveValue(owner.goals);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Industry')).toHaveValue('retail');
  await expect(page.getByLabel('Business Name')).toHaveValue(owner.business);
  await continueButton.click();

  await page.getByLabel('Project Scope').fill(owner.scope);
  await page.getByLabel('Timeline').selectOption('soon');
  await page.getByLabel('Budget').fill(owner.budget);
  await page.getByLabel('Current Challenges').fill(owner.challenges);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Phone').fill(owner.phone);
  await expectAccessible(page, 'the proposal, step 2');

  const proposal = await holdRequests(page, '**/api/leads/inquiries/proposal');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  proposal.release();
  await expect(toast(page, 'Your proposal request has been submitted!')).toBeVisible();
  await expect(current).toHaveText('Thank You');
  await expect(page.getByRole('heading', { name: /Thank You/ })).toBeFocused();
  await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
  // The booking calendar the rest of the site links to.
  const schedule = page.getByRole('link', { name: 'Schedule Consultation' });
  const getStarted = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' });
  await expect(schedule).toHaveAttribute('href', (await getStarted.getAttribute('href'))!);
  await expectAccessible(page, 'the proposal thanks');
});

test('a failed proposal request is told, and what was typed stays', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.route('**/api/leads/inquiries/proposal', (route) => route.abort());
  await page.goto('/proposal');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByLabel('Business Name').fill('Offline Bakery');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Timeline').selectOption('flexible');
  await page.getByLabel('Project Goals').fill('More orders');
  await page.getByLabel('Email').fill('offline@bakery.ca');
  await page.getByLabel('Phone').fill('780 555 0100');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]')).toHaveText('Project Details');
  await expect(page.getByLabel('Project Goals')).toHaveValue('More orders');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Business Name')).toHaveValue('Offline Bakery');
  await expectAccessible(page, 'the proposal after a failed request');
});

test('the team is e-mailed once about each, and the student and the owner get their confirmations', async () => {
  const applicationMail = await mailMatching((mail) => mail.to.includes(teamEmail) && mail.text.includes(student.email));
  expect(applicationMail).toHaveLength(1);
  expect(applicationMail[0]!.text).toContain(student.name);
  expect(applicationMail[0]!.text).toContain(student.university);

  const proposalMail = await mailMatching((mail) => mail.to.includes(teamEmail) && mail.text.includes(owner.email));
  expect(proposalMail).toHaveLength(1);
  expect(proposalMail[0]!.text).toContain(owner.business);
  expect(proposalMail[0]!.text).toContain(owner.goals);

  // Each sender hears when to expect an answer: 48 hours for students, 24 for proposals.
  const studentConfirmation = await mailMatching((mail) => mail.to.includes(student.email));
  expect(studentConfirmation).toHaveLength(1);
  expect(studentConfirmation[0]!.text).toMatch(/48 hours/);
  const ownerConfirmation = await mailMatching((mail) => mail.to.includes(owner.email));
  expect(ownerConfirmation).toHaveLength(1);
  expect(ownerConfirmation[0]!.text).toMatch(/24 hours/);

  // Give a duplicate delivery the chance to show itself; the failed attempts sent nothing.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const mail = await caughtMail();
  expect(mail.filter((message) => message.to.includes(teamEmail) && message.text.includes(student.email))).toHaveLength(1);
  expect(mail.filter((message) => message.to.includes(student.email))).toHaveLength(1);
  expect(mail.filter((message) => message.to.includes(teamEmail) && message.text.includes(owner.email))).toHaveLength(1);
  expect(mail.filter((message) => message.to.includes(owner.email))).toHaveLength(1);
  expect(mail.filter((message) => message.to.includes('offline.student@example.com'))).toHaveLength(0);
  expect(mail.filter((message) => message.text.includes('Offline Bakery'))).toHaveLength(0);
});

test('the team finds, opens and handles the application', async ({ page }) => {
  await signIn(page);
  const pendingBefore = await pendingCount(page);
  expect(pendingBefore).toBeGreaterThanOrEqual(1);
  await expectAccessible(page, 'the dashboard with its Pending Applications card');
  await page.getByRole('link', { name: /^Pending Applications/ }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volunteer Applications');
  await expect(page.locator('thead th')).toHaveText(['Applicant', 'University', 'Year', 'Availability', 'Status', 'Submitted']);

  const row = page.getByRole('row').filter({ hasText: student.name });
  await expect(row).toContainText(student.email);
  await expect(row).toContainText(student.university);
  await expect(row).toContainText('Third Year');
  await expect(row).toContainText('Fall (September-December)');
  await expect(row).toContainText(today());
  const status = row.getByLabel(`Status for ${student.name}`);
  await expect(status).toHaveValue('pending');
  await expectAccessible(page, 'the applications');

  // Search: case-insensitive, partial, on the university too.
  const search = page.getByLabel('Search applications');
  await search.fill(`UNI${run.toUpperCase()}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row).toBeVisible();
  await search.fill(`nobody-${run}`);
  await expect(page.getByText('No applications found')).toBeVisible();
  await expectAccessible(page, 'the applications with none found');
  await search.fill('');

  // Status filter: a new application is pending, not accepted.
  const filter = page.getByLabel('Filter by status');
  await filter.selectOption('accepted');
  await expect(row).toHaveCount(0);
  await filter.selectOption('pending');
  await expect(row).toBeVisible();
  await filter.selectOption('all');

  // Any status from the row; it is kept after a reload.
  await status.selectOption('reviewing');
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await filter.selectOption('reviewing');
  await expect(row).toBeVisible();
  await filter.selectOption('pending');
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: student.name }).getByLabel(`Status for ${student.name}`)).toHaveValue(
    'reviewing',
  );

  // A failed update says so, and the row keeps its status.
  await page.route('**/api/leads/admin/applications/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: { statusCode: 503 } }) : route.continue(),
  );
  await page.getByRole('row').filter({ hasText: student.name }).getByLabel(`Status for ${student.name}`).selectOption('rejected');
  await expect(toast(page, 'Failed to update status')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: student.name }).getByLabel(`Status for ${student.name}`)).toHaveValue(
    'reviewing',
  );
  await page.unroute('**/api/leads/admin/applications/*');

  // The row opens the whole application, from the keyboard too.
  const open = page.getByRole('button', { name: student.name, exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Application from ${student.name}` });
  await expect(dialog).toBeVisible();
  expect(await detailsOf(dialog)).toEqual([
    ['Full Name', student.name],
    ['Email', student.email],
    ['Phone', student.storedPhone],
    ['University', student.university],
    ['Program', student.program],
    ['Year of Study', 'Third Year'],
    ['Availability', 'Fall (September-December)'],
    ['Status', 'Reviewing'],
    ['Areas of Interest', 'Web Development, Graphic Design'],
    ['Relevant Experience', student.experience],
    ['Why do you want to join?', student.motivation],
    ['Submitted', expect.stringMatching(today())],
  ]);
  await expectAccessible(page, 'an opened application');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The dashboard's count is live: one fewer is pending now.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => pendingCount(page)).toBe(pendingBefore - 1);
});

test('the team exports the applications it shows as CSV, safe to open in a spreadsheet', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/applications');
  await page.getByLabel('Search applications').fill(`uni${run}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Filter by status').selectOption('reviewing');
  await expect(page.locator('tbody tr')).toHaveCount(1);

  const download = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await readCsv(download);
  // The header and the one application the list shows.
  expect(rows).toHaveLength(2);
  const [cells] = rows.slice(1);
  expect(cells).toContain(student.name);
  expect(cells).toContain(student.email);
  expect(cells).toContain(student.university);
  // A formula, and a cell starting with @, arrive as text.
  expect(cells).toContain(`'${student.program}`);
  expect(cells).toContain(`'${student.motivation}`);
  expect(cells!.join('\n')).toContain(student.experience);

  // With a filter that matches nothing, the file has its header only.
  await page.getByLabel('Filter by status').selectOption('accepted');
  await expect(page.getByText('No applications found')).toBeVisible();
  expect(await readCsv(await exportCsv(page))).toHaveLength(1);
});

test('the inquiries show the proposal, its details and its export', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/inquiries');
  const row = page.getByRole('row').filter({ hasText: owner.business });
  await expect(row).toContainText('Proposal');
  await expect(row).toContainText('In the next 1-3 months');
  await expect(row).toContainText(owner.email);
  await expect(row.getByLabel(`Status for ${owner.business}`)).toHaveValue('pending');

  await row.getByRole('cell', { name: 'Proposal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Inquiry from ${owner.business}` });
  await expect(dialog).toBeVisible();
  expect(await detailsOf(dialog)).toEqual([
    ['Name', owner.business],
    ['Email', owner.email],
    ['Phone', owner.storedPhone],
    ['Situation', 'Proposal'],
    ['Timeline', 'In the next 1-3 months'],
    ['Status', 'Pending'],
    ['Submitted', expect.stringMatching(today())],
    ['Business Name', owner.business],
    ['Industry', 'Retail'],
    ['Team Size', owner.teamSize],
    ['Budget', owner.budget],
    ['Timeline', 'In the next 1-3 months'],
    ['Existing Technology', owner.existingTech],
    ['Project Scope', owner.scope],
    ['Project Goals', owner.goals],
    ['Current Challenges', owner.challenges],
  ]);
  await expectAccessible(page, 'an opened proposal');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search inquiries').fill(owner.email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const download = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await readCsv(download);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(owner.business);
  expect(rows[1]).toContain(owner.email);
  expect(rows[1]!.join('\n')).toContain(`'${owner.goals}`);
});

test('one lead inbox shows everything an address has sent, newest first', async ({ page }) => {
  // The owner also books a call and, years ago a student, applies: all from the same address.
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL()}/api/leads${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => expect(response.status, path).toBe(201));
  await post('/inquiries/strategy-call', {
    situationType: 'customer-churn',
    name: 'Sam Rivera',
    email: owner.email,
    phone: owner.phone,
    preferredTime: 'evening',
  });
  await post('/applications', {
    name: 'Sam Rivera',
    email: owner.email.toUpperCase(),
    phone: owner.phone,
    university: 'MacEwan University',
    program: 'Design Studies',
    year: '4',
    experience: 'Runs a corner store',
    availability: 'spring',
    interests: ['Business Strategy'],
    motivation: 'To give back',
  });

  await signIn(page);
  await page.goto('/admin/inquiries');
  await page.getByLabel('Search inquiries').fill(owner.email);
  await page.getByRole('button', { name: owner.business, exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: `Everything from ${owner.email}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/leads\?email=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Inbox');
  await expect(page.getByLabel('Email address')).toHaveValue(owner.email);

  // The address matches whatever its case; the newest first.
  const entries = page.getByRole('article');
  await expect(entries.getByRole('heading')).toHaveText(['Application', 'Inquiry', 'Proposal']);
  await expect(entries.nth(0)).toContainText('MacEwan University');
  await expect(entries.nth(0)).toContainText('Status: Pending');
  await expect(entries.nth(1)).toContainText('Customer Churn');
  await expect(entries.nth(1)).toContainText('Evening (5PM-8PM)');
  await expect(entries.nth(2)).toContainText(owner.business);
  await expect(entries.nth(2)).toContainText(owner.goals);
  for (const entry of await entries.all()) await expect(entry).toContainText(today());
  await expectAccessible(page, 'the lead inbox');

  // Another address, typed in the box.
  await page.getByLabel('Email address').fill(student.email);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(entries.getByRole('heading')).toHaveText(['Application']);
  await expect(entries.first()).toContainText(student.university);
  await expect(entries.first()).toContainText('Status: Reviewing');
});

test('failures to load the applications are told', async ({ page }) => {
  await signIn(page);
  await page.route(
    (url) => url.pathname === '/api/leads/admin/applications',
    (route) => route.fulfill({ status: 500, json: { statusCode: 500 } }),
  );
  await page.goto('/admin/applications');
  await expect(toast(page, 'Failed to fetch applications')).toBeVisible();
  await expect(page.getByText('Applications could not be loaded.')).toBeVisible();
  await expectAccessible(page, 'applications that failed to load');
});
