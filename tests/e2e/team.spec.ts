/**
 * The team's side in Chromium against the running platform: an admin (a mentor) invites a student from the
 * Team screen; the invitation e-mail's link lets the student choose a name and a password and lands them on
 * the dashboard; the student is refused the admins' screens, writes a post and submits it for review; the
 * admin finds it in the dashboard's Review Queue and sends it back with a comment, which the student reads in
 * the editor and by e-mail; the student revises and submits again, the admin publishes it and it is on the
 * blog; the Activity screen shows every step with the people's names. Also: invitations resent and revoked
 * (an old, used, revoked or expired link says so), the Team screen's search, filters and the last-admin rule,
 * a member's change to a published post waiting for review while the post stays live, deactivation ending the
 * student's session, and the Account pages (a member's, a client's with a change of e-mail confirmed from the
 * new address). Each state is checked with axe, on a desktop and at 390 px, where no page may be wider than
 * the screen.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eAdmin } from './global-setup.js';
import {
  baseURL,
  dismissWelcomePopupForever,
  expectAccessible,
  mailMatching,
  registerInvitedClient,
  signInAsTeam,
  toast,
} from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });
// Each test checks several states with axe at two widths and waits for e-mails: room for a busy machine, as
// one failed test skips the rest of this serial file.
test.setTimeout(120_000);

const run = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const student = {
  invitedAs: `Sam Student ${run}`,
  name: `Samira Student ${run}`,
  email: `samira.${run}@students.maplebuilders.ca`,
  password: 'Student-password-1!',
};
// A made-up word no seeded post has, so the post's address and rows are this run's alone.
const word = `fernwhistle${run}`;
const title = `Five Photos Every Bakery Needs ${word}`;
const slug = `five-photos-every-bakery-needs-${word}`;
const comment = 'Please add a line about natural light before you publish.';

// A 1×1 PNG, uploaded as the cover.
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The invitation link from the e-mail, once the test has read it. */
let invitationLink = '';

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

/** Nothing reaches past the right edge of the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** axe on the page as it is now, on a desktop and then on a phone (where it must also fit), then back. */
async function expectAccessibleOnBoth(page: Page, state: string) {
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, `${state} (desktop)`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, state);
  await expectAccessible(page, `${state} (390 px)`);
  await page.setViewportSize(DESKTOP);
}

/** Signs in on /admin/login as the student and waits for the dashboard. */
async function signInAsStudent(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A page of its own browser context (its own session), signed in as the admin or the student. */
async function signedIn(browser: Browser, who: 'admin' | 'student'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP });
  const page = await context.newPage();
  await dismissWelcomePopupForever(page);
  if (who === 'admin') await signInAsTeam(page);
  else await signInAsStudent(page);
  return page;
}

const reviewQueue = (page: Page) => page.getByRole('region', { name: 'Review Queue' });

/**
 * The admin opens this run's post from the dashboard's Review Queue and sees the review's actions; `audit`
 * runs axe on the dashboard with the post in its queue (once for each kind of item is enough).
 */
async function openFromReviewQueue(
  page: Page,
  { status = 'In review', audit = false }: { status?: 'In review' | 'Changes in review'; audit?: boolean } = {},
) {
  await page.goto('/admin/dashboard');
  const link = reviewQueue(page).getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(
    reviewQueue(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title }) }),
  ).toContainText(student.name);
  if (audit) await expectAccessibleOnBoth(page, `the dashboard with the Review Queue (${status})`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  await expect(page.getByText(status, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review', exact: true }).getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
}

/** The e-mails to the student whose subject starts with `subject`, once one has arrived. */
const mailToStudent = (subject: string) =>
  mailMatching((mail) => mail.to.includes(student.email) && mail.subject.startsWith(subject));

test('an admin invites a student from the Team screen, and the invitation is e-mailed', async ({ page }) => {
  await signInAsTeam(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('button', { name: 'Agency' }).click();
  await nav.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: e2eAdmin.email })).toBeVisible();
  await expectAccessibleOnBoth(page, 'the Team screen');

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Person' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Role')).toHaveValue('member');
  // Nothing is sent until the fields are right.
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Enter their name')).toBeVisible();
  await expectAccessibleOnBoth(page, 'the invite dialog with missing fields');

  await dialog.getByLabel('Name').fill(student.invitedAs);
  await dialog.getByLabel('Email').fill(student.email);
  await dialog.getByLabel('Role').selectOption({ label: 'Member (student)' });
  await expectAccessibleOnBoth(page, 'the filled invite dialog');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, `Invitation sent to ${student.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const pending = page.getByRole('region', { name: 'Pending Invitations' });
  const row = pending.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText(student.invitedAs);
  await expect(row).toContainText('Member (student)');
  await expect(row.getByRole('button', { name: `Resend the invitation to ${student.email}` })).toBeVisible();
  await expectAccessibleOnBoth(page, 'the Team screen with a pending invitation');

  const [mail] = await mailToStudent('You are invited to join the Maple Builders team');
  expect(mail!.text).toContain(`Hello ${student.invitedAs},`);
  expect(mail!.text).toContain('as a member (student)');
  invitationLink = /https?:\/\/\S+\/team\/invitation#token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
});

test('an invitation is resent with a new link, and once revoked its link says it is not valid', async ({ page }) => {
  const other = { name: `Riley Revoked ${run}`, email: `riley.${run}@students.maplebuilders.ca` };
  const invitationTo = (email: string) => (mail: { to: string[]; subject: string }) =>
    mail.to.includes(email) && mail.subject === 'You are invited to join the Maple Builders team';
  const linkIn = (text: string) => /https?:\/\/\S+\/team\/invitation#token=[A-Za-z0-9_-]+/.exec(text)![0];

  await signInAsTeam(page);
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Person' });
  await dialog.getByLabel('Name').fill(other.name);
  await dialog.getByLabel('Email').fill(other.email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, `Invitation sent to ${other.email}`)).toBeVisible();
  const [first] = await mailMatching(invitationTo(other.email));

  // The same address again is refused on its field, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Invite' }).click();
  await dialog.getByLabel('Name').fill(other.name);
  await dialog.getByLabel('Email').fill(other.email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('This e-mail already has an account or a pending invitation')).toBeVisible();
  await expectAccessibleOnBoth(page, 'the invite dialog with an address already invited');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Resend the invitation to ${other.email}` }).click();
  await expect(toast(page, `Invitation sent again to ${other.email}`)).toBeVisible();
  await expect.poll(async () => (await mailMatching(invitationTo(other.email))).length, { timeout: 15_000 }).toBe(2);
  const second = (await mailMatching(invitationTo(other.email))).find((mail) => mail.text.includes('This is a new link'))!;
  expect(linkIn(second.text)).not.toBe(linkIn(first!.text));

  await page.getByRole('button', { name: `Revoke the invitation to ${other.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke the invitation to ${other.email}?` });
  await expect(confirm).toBeVisible();
  await expectAccessibleOnBoth(page, 'the revoke confirmation');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, `Invitation to ${other.email} revoked`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending Invitations' })).not.toContainText(other.email);

  for (const link of [linkIn(first!.text), linkIn(second.text)]) {
    await page.goto('/admin/dashboard');
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(/This invitation link is not valid/);
    await expect(page.getByRole('form')).toHaveCount(0);
  }
});

test('the student opens the link from the e-mail, chooses a name and a password, and lands on the dashboard', async ({
  page,
}) => {
  expect(invitationLink, 'the invitation e-mail was read').not.toBe('');
  await page.goto(invitationLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Maple Builders team' })).toBeVisible();
  // The token leaves the address once read, so it stays out of the history.
  await expect(page).toHaveURL(/\/team\/invitation$/);
  const form = page.getByRole('form', { name: 'Join the Maple Builders team' });
  await expect(form.getByText('You are joining as Member (student).')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(student.email);
  await expect(form.getByLabel('Display name')).toHaveValue(student.invitedAs);
  await expectAccessibleOnBoth(page, 'the invitation page');

  await form.getByLabel('Display name').fill(student.name);
  await form.getByLabel('Password', { exact: true }).fill(student.password);
  await form.getByLabel('Confirm password').fill(`${student.password}x`);
  await form.getByRole('button', { name: 'Join the Team' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await expectAccessibleOnBoth(page, 'the invitation page with mismatched passwords');

  await form.getByLabel('Confirm password').fill(student.password);
  await form.getByRole('button', { name: 'Join the Team' }).click();
  await expect(toast(page, 'Welcome to the team!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // A member has no review queue: that is the mentors'.
  await expect(reviewQueue(page)).toHaveCount(0);

  // The link works once.
  await page.goto(invitationLink);
  await expect(page.getByRole('alert')).toHaveText('This invitation has already been used.');
  await expect(page.getByRole('link', { name: 'Go to the team sign-in' })).toBeVisible();
  await expectAccessibleOnBoth(page, 'the invitation page for a used link');
});

test('an expired or unknown invitation link says so, with no form', async ({ page }) => {
  // An invitation expires after 7 days, which the running platform cannot be made to wait: the look-up's
  // answer for an expired link, as identity gives it, stands in for the server's.
  await page.route('**/api/identity/team/invitations/lookup', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'IDENTITY_INVITATION_EXPIRED',
        message: 'This invitation has expired. Ask an admin to send a new one.',
      }),
    }),
  );
  await page.goto(`/team/invitation#token=${'e'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText('This invitation has expired. Ask an admin to send a new one.');
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectAccessibleOnBoth(page, 'the invitation page for an expired link');
  await page.unroute('**/api/identity/team/invitations/lookup');

  await page.goto(`/team/invitation#token=${'u'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(/This invitation link is not valid/);
  await expectAccessibleOnBoth(page, 'the invitation page for an unknown link');
});

test('the student is refused the admins’ screens, and has an Account page', async ({ page }) => {
  await signInAsStudent(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Agency' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Activity', exact: true })).toHaveCount(0);

  for (const [path, screen] of [
    ['/admin/team', 'Team'],
    ['/admin/activity', 'Activity'],
    ['/payment-status', 'Payment Status'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Admins Only' }), screen).toBeVisible();
    await expect(page.getByText('Only admins can open this page.')).toBeVisible();
  }
  await expectAccessibleOnBoth(page, 'Admins Only for a member');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(student.name);
  await expect(page.getByRole('table', { name: 'Your active sessions' }).getByText('This device', { exact: true })).toBeVisible();
  await expectAccessibleOnBoth(page, 'a member’s Account page');
});

test('the student writes a post and submits it for review', async ({ page }) => {
  await signInAsStudent(page);
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
  // A student does not publish: there is no Published box, only a draft and a review.
  await expect(page.getByLabel('Published')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible();
  await expectAccessibleOnBoth(page, 'the editor of a member’s new post');

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Or upload an image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng });
  await expect(page.getByLabel('Cover Image URL')).toHaveValue(/^\/api\/content\/media\/.+\.png$/);
  await page.getByLabel('Excerpt').fill('What to photograph first when a bakery gets its new website.');
  await page.getByLabel('Content').fill(`## Start with the counter\n\nThe ${word} rule: shoot the display case first.`);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(toast(page, 'Post submitted for review')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Not on the site until a mentor publishes it.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Post not found')).toBeVisible();
});

test('the admin sends it back from the Review Queue with a comment, and the student is e-mailed', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await openFromReviewQueue(admin, { audit: true });
  await expectAccessibleOnBoth(admin, 'the editor of a post in review, for an admin');

  await admin.getByRole('button', { name: 'Send Back' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send back for changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Back' }).click();
  await expect(dialog.getByText(/^Please write a comment/)).toBeVisible();
  await dialog.getByLabel('Comment').fill(comment);
  await expectAccessibleOnBoth(admin, 'the Send Back dialog');
  await dialog.getByRole('button', { name: 'Send Back' }).click();
  await expect(toast(admin, 'Post sent back to its writer')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(reviewQueue(admin).getByRole('link', { name: title })).toHaveCount(0);
  await admin.context().close();

  const [mail] = await mailToStudent(`Returned for changes: ${title}`);
  expect(mail!.text).toContain(`${e2eAdmin.name} sent your post “${title}” back for changes:`);
  expect(mail!.text).toContain(`  ${comment}`);
  expect(mail!.text).toMatch(/\/admin\/posts\/[^/\s]+\/edit/);
});

test('the student reads the comment in the editor, revises the post and submits it again', async ({ page }) => {
  const [mail] = await mailToStudent(`Returned for changes: ${title}`);
  const editorPath = /\/admin\/posts\/[^/\s]+\/edit/.exec(mail!.text)![0];
  await signInAsStudent(page);
  await page.goto(editorPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  const returned = page.getByRole('region', { name: 'Returned for changes' });
  await expect(returned).toContainText(comment);
  await expect(returned).toContainText(e2eAdmin.name);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expectAccessibleOnBoth(page, 'the editor of a post returned for changes');

  await page
    .getByLabel('Content')
    .fill(`## Start with the counter\n\nThe ${word} rule: shoot the display case first, by the window in natural light.`);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(toast(page, 'Post submitted for review')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // While it waits, the student can read it but not change it.
  await page.goto(editorPath);
  await expect(page.getByText('This post is waiting for a mentor’s review.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for Review' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Returned for changes' })).toHaveCount(0);
  await expectAccessibleOnBoth(page, 'the editor of a post waiting for review, for its writer');
});

test('the admin publishes it: it is on the blog, and the student is e-mailed', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await openFromReviewQueue(admin);
  await expect(admin.getByLabel('Content')).toHaveValue(/natural light/);
  await admin.getByRole('region', { name: 'Review', exact: true }).getByRole('button', { name: 'Publish' }).click();
  await expect(toast(admin, 'Post published')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(reviewQueue(admin).getByRole('link', { name: title })).toHaveCount(0);

  await admin.goto(`/blog/${slug}`);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText(/natural light/)).toBeVisible();
  await admin.context().close();

  const [mail] = await mailToStudent(`Published: ${title}`);
  expect(mail!.text).toContain(`${e2eAdmin.name} published your post “${title}”. It is live on the blog:`);
  expect(mail!.text).toContain(`/blog/${slug}`);
});

test('the Activity screen shows each step with the people’s names', async ({ page }) => {
  await signInAsTeam(page);
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  // The record follows the streams: read the screen again until every step is there.
  const person = page.getByLabel('Person');
  const studentOption = `${student.name} (Member)`;
  await expect(async () => {
    await page.reload();
    await expect(person.getByRole('option', { name: studentOption })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const rows = page.getByRole('row');
  const postRows = rows.filter({ hasText: title });
  const adminOption = `${e2eAdmin.name} (Admin)`;
  const kind = page.getByLabel('Kind of record');
  // Other browser tests run beside this one and fill the record too: each step is looked for where the
  // screen's filters (who, what kind of record) keep it on the first page.
  const views = [
    {
      who: adminOption,
      kind: 'team-invitation',
      steps: [{ what: 'Invited a person to the team', on: `Team invitation: ${student.invitedAs}` }],
    },
    { who: studentOption, kind: 'team-member', steps: [{ what: 'Joined the team', on: `Team member: ${student.name}` }] },
    {
      who: studentOption,
      kind: 'post',
      steps: [
        { what: 'Created a post', on: title },
        { what: 'Submitted a post for review', on: title, count: 2 },
      ],
    },
    {
      who: adminOption,
      kind: 'post',
      steps: [
        { what: 'Sent a post back with a comment', on: title },
        { what: 'Published a post', on: title },
      ],
    },
  ];
  for (const view of views) {
    await expect(async () => {
      await page.reload();
      await person.selectOption({ label: view.who });
      await kind.selectOption(view.kind);
      for (const step of view.steps) {
        const matching = rows.filter({ hasText: step.what }).filter({ hasText: step.on }).filter({ hasText: view.who });
        await expect(matching, `${view.who}: ${step.what} on ${step.on}`).toHaveCount(step.count ?? 1, { timeout: 2_000 });
      }
    }).toPass({ timeout: 30_000 });
  }
  // Newest first: the admin's view (still open) has the publication above the return; the student's, the
  // creation at the bottom.
  const order = async () => (await postRows.evaluateAll((all) => all.map((row) => row.textContent ?? ''))).join('\n');
  expect((await order()).indexOf('Published a post')).toBeLessThan((await order()).indexOf('Sent a post back with a comment'));
  await person.selectOption({ label: studentOption });
  await expect(postRows.filter({ hasText: 'Created a post' })).toHaveCount(1);
  expect((await order()).indexOf('Submitted a post for review')).toBeLessThan((await order()).indexOf('Created a post'));
  await expectAccessibleOnBoth(page, 'the Activity screen with the team’s steps');

  // Filtered to the student and to posts: their three steps on the post, and nothing of the admin's.
  await expect(rows.filter({ hasText: `${e2eAdmin.name} (Admin)` })).toHaveCount(0);
  await expect(postRows.filter({ hasText: 'Submitted a post for review' })).toHaveCount(2);
  await expect(postRows.filter({ hasText: 'Created a post' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Joined the team' })).toHaveCount(0);
  await expectAccessibleOnBoth(page, 'the Activity screen filtered by person and kind');

  // A day range that ends before today holds none of it.
  await page.getByLabel('To').fill('2020-01-31');
  await page.getByLabel('From').fill('2020-01-01');
  await expect(page.getByText('Nothing was recorded for these filters.')).toBeVisible();
  await expectAccessibleOnBoth(page, 'the Activity screen with an empty day range');
});

test('the Team screen finds the student by search and by role, active and signed in', async ({ page }) => {
  await signInAsTeam(page);
  await page.goto('/admin/team');
  await page.getByLabel('Search', { exact: true }).fill(student.name);
  const people = page.getByRole('group', { name: 'People on the team' });
  const row = people.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText(student.name);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('combobox', { name: `Role of ${student.name}` })).toHaveValue('member');
  await expect(row).not.toContainText('Never');
  await expect(people.getByRole('row').filter({ hasText: e2eAdmin.email })).toHaveCount(0);
  // Accepted, the invitation is no longer waiting.
  await expect(page.getByRole('region', { name: 'Pending Invitations' })).not.toContainText(student.email);

  await page.getByLabel('Search', { exact: true }).fill('');
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Admin (mentor)' });
  await expect(people.getByRole('row').filter({ hasText: e2eAdmin.email })).toBeVisible();
  await expect(people.getByRole('row').filter({ hasText: student.email })).toHaveCount(0);
  await expectAccessibleOnBoth(page, 'the Team screen filtered by role');

  // Deactivating is asked about first; cancelled, nothing changes.
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Member (student)' });
  await people.getByRole('button', { name: `Deactivate ${student.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${student.name}?` });
  await expect(confirm).toBeVisible();
  await expectAccessibleOnBoth(page, 'the deactivate confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(people.getByRole('row').filter({ hasText: student.email })).toContainText('Active');

  // The last active admin is kept: the refusal says why, and they stay active.
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Admin (mentor)' });
  const self = people.getByRole('row').filter({ hasText: e2eAdmin.email });
  await expect(self).toContainText('You');
  await self.getByRole('button', { name: `Deactivate ${e2eAdmin.name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate ${e2eAdmin.name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(toast(page, 'The team needs at least one active admin.')).toBeVisible();
  await expect(self).toContainText('Active');
});

test('a change to the published post waits for review while the published version stays live', async ({ page, browser }) => {
  const [mail] = await mailToStudent(`Returned for changes: ${title}`);
  const editorPath = /\/admin\/posts\/[^/\s]+\/edit/.exec(mail!.text)![0];
  await signInAsStudent(page);
  await page.goto(editorPath);
  await expect(page.getByText('This post is live. Your changes go to a mentor for review', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Published')).toHaveCount(0);
  await expectAccessibleOnBoth(page, 'the editor of a member’s published post');
  await page
    .getByLabel('Content')
    .fill(`## Start with the counter\n\nThe ${word} rule: shoot the display case first, by the window, then the ovens.`);
  await page.getByRole('button', { name: 'Submit Changes for Review' }).click();
  await expect(toast(page, 'Post submitted for review')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The live post is as it was published.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/natural light/)).toBeVisible();
  await expect(page.getByText(/then the ovens/)).toHaveCount(0);

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/dashboard');
  const item = reviewQueue(admin)
    .getByRole('listitem')
    .filter({ has: admin.getByRole('link', { name: title }) });
  await expect(item).toContainText('Changes to a published post');
  await openFromReviewQueue(admin, { status: 'Changes in review', audit: true });
  await expect(admin.getByRole('region', { name: 'Review', exact: true })).toContainText(
    `Changes waiting for review, sent by ${student.name}`,
  );
  await expect(admin.getByLabel('Content')).toHaveValue(/then the ovens/);
  await expectAccessibleOnBoth(admin, 'the editor of a published post’s change in review, for an admin');
  await admin.getByRole('region', { name: 'Review', exact: true }).getByRole('button', { name: 'Publish' }).click();
  await expect(toast(admin, 'Post published')).toBeVisible();
  await admin.goto(`/blog/${slug}`);
  await expect(admin.getByText(/then the ovens/)).toBeVisible();
  await admin.context().close();
});

test('deactivating the student ends their session at once; reactivated, they sign in again', async ({ page, browser }) => {
  await signInAsStudent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/team');
  await admin.getByLabel('Search', { exact: true }).fill(student.email);
  const row = admin.getByRole('group', { name: 'People on the team' }).getByRole('row').filter({ hasText: student.email });
  await row.getByRole('button', { name: `Deactivate ${student.name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Deactivate ${student.name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(toast(admin, `${student.name} was deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
  // The row now offers Reactivate instead.
  await expect(row.getByRole('button', { name: `Reactivate ${student.name}` })).toBeVisible();
  await expectAccessibleOnBoth(admin, 'the Team screen with a deactivated person');

  // The student's session is over: within 5 seconds the back office no longer lets them in.
  await expect(async () => {
    await page.goto('/admin/posts');
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 1_000 });
  }).toPass({ timeout: 5_000 });
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await row.getByRole('button', { name: `Reactivate ${student.name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Reactivate ${student.name}?` })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(toast(admin, `${student.name} was reactivated`)).toBeVisible();
  await expect(row).toContainText('Active');
  await admin.context().close();

  await signInAsStudent(page);
});

test('the e-mail confirmation page with a link that is not valid says so', async ({ page }) => {
  await page.goto(`/account/confirm-email#token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible();
  await expect(page.getByText('This confirmation link is not valid. Check that you opened the whole link.')).toBeVisible();
  await expectAccessibleOnBoth(page, 'the e-mail confirmation with an invalid link');

  await page.goto('/account/confirm-email');
  await expect(page.getByText('This page opens from the link in the e-mail we sent to your new address.')).toBeVisible();
  await expectAccessibleOnBoth(page, 'the e-mail confirmation with no link');
});

test('a client’s Account page, and a change of e-mail confirmed from the new address', async ({ page }) => {
  const client = { businessName: `Juniper Tea ${run}`, contactName: 'June Park', email: `june.${run}@junipertea.ca` };
  const newEmail = `june.new.${run}@junipertea.ca`;
  const password = 'Client-password-1!';
  await registerInvitedClient(client, password);

  await page.goto('/onboarding');
  const signIn = page.getByRole('form', { name: 'Email & Password' });
  await signIn.getByLabel('Email', { exact: true }).fill(client.email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await page.goto('/onboarding/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByText(`Your e-mail is ${client.email}.`)).toBeVisible();
  await expectAccessibleOnBoth(page, 'a client’s Account page');

  const emailForm = page.getByRole('form', { name: 'E-mail' });
  await emailForm.getByLabel('New e-mail').fill(newEmail);
  await emailForm.getByLabel('Current password').fill(password);
  await emailForm.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(toast(page, `We sent a confirmation link to ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(`Waiting for ${newEmail} to confirm`, { exact: false })).toBeVisible();
  await expectAccessibleOnBoth(page, 'a client’s Account page waiting for a new e-mail');

  const [mail] = await mailMatching((m) => m.to.includes(newEmail) && m.subject === 'Confirm your new Maple Builders e-mail');
  const link = /https?:\/\/\S+\/account\/confirm-email#token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
  await page.goto(link);
  await expect(page.getByText(`Your e-mail is now ${newEmail}. Use it the next time you sign in.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/onboarding/account');
  await expectAccessibleOnBoth(page, 'the e-mail confirmation, done');

  // Opened again (a new page load: the same address with its hash would not load anew), it is used.
  await page.goto('/onboarding/account');
  await page.goto(link);
  await expect(page.getByText('This link has been used already.')).toBeVisible();
  await expectAccessibleOnBoth(page, 'the e-mail confirmation with a used link');
});
