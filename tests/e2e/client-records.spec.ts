/**
 * A client's record end to end in Chromium, in two browser contexts: a client with an account who finished
 * onboarding (its steps through the API in demo mode) and a team member. The team edits the client (a new
 * e-mail waits for the client's confirmation), the client edits its phone from its dashboard, the team marks
 * the project completed with a note (the list's Completed filter shows it, the client's dashboard says so),
 * then reopens it (Active again). Each dialog and state is checked with axe; the client's screens on a phone
 * (390 px), where nothing may be wider than the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, onboardClient, signInAsTeam, toast } from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

/** Nothing on the page is wider than the screen (the client's context is a phone, 390 px wide). */
async function expectFits(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The team's list under one filter, searched for this run's client: its row. */
async function rowUnder(page: Page, filter: string, business: string) {
  await page.goto('/admin/clients');
  await page.getByLabel('Search clients').fill(business);
  await page.getByLabel('Filter clients').selectOption({ label: filter });
  return page.getByRole('row').filter({ hasText: business });
}

test('the team edits a client and completes and reopens its project; the client edits its phone and sees it completed', async ({
  browser,
}) => {
  const client = {
    businessName: `Larch Bakery ${run}`,
    contactName: 'Nora Quill',
    email: `nora.${run}@larchbakery.ca`,
    phone: '780-555-0142',
  };
  const renamed = `Larch Bakery & Cafe ${run}`;
  const password = 'Client-password-1!';
  await onboardClient(client, password);

  const teamContext = await browser.newContext();
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const teamPage = await teamContext.newPage();
  const clientPage = await clientContext.newPage();
  await dismissWelcomePopupForever(teamPage);
  await dismissWelcomePopupForever(clientPage);

  // The team opens the client from the Active list and edits it.
  await signInAsTeam(teamPage);
  const activeRow = await rowUnder(teamPage, 'Active Projects', client.businessName);
  await expect(activeRow).toContainText('Active');
  await activeRow.getByRole('link', { name: client.businessName, exact: true }).click();
  await expect(teamPage.getByRole('heading', { level: 1, name: client.businessName, exact: true })).toBeVisible();

  await teamPage.getByRole('button', { name: 'Edit Client', exact: true }).click();
  const edit = teamPage.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByLabel('Business Name')).toHaveValue(client.businessName);
  await expectAccessible(teamPage, 'the Edit Client dialog');
  await edit.getByLabel('Phone').fill('12');
  await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(edit.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(teamPage, 'the Edit Client dialog with a field refused');
  await edit.getByLabel('Phone').fill('403 555 0199');
  await edit.getByLabel('Business Name').fill(renamed);
  await edit.getByLabel('Email').fill(`orders.${run}@larchbakery.ca`);
  await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(toast(teamPage, 'the new email waits for the client to confirm it')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(teamPage.getByRole('heading', { level: 1, name: renamed, exact: true })).toBeVisible();
  const details = teamPage.getByRole('region', { name: 'Details', exact: true });
  await expect(details).toContainText('+14035550199');
  // The client has an account: its address stays until the new one confirms.
  await expect(details).toContainText(client.email);
  await expect(details).toContainText(`Pending confirmation: orders.${run}@larchbakery.ca`);

  // The client edits its own phone from its dashboard.
  await clientPage.goto('/onboarding');
  const signIn = clientPage.getByRole('form', { name: 'Email & Password' });
  await signIn.getByLabel('Email', { exact: true }).fill(client.email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(clientPage).toHaveURL(/\/onboarding\/dashboard$/);
  const contact = clientPage.getByRole('region', { name: 'Your Contact Details' });
  await expect(contact).toContainText('+14035550199');
  await contact.getByRole('button', { name: 'Edit Contact Details', exact: true }).click();
  const own = clientPage.getByRole('dialog', { name: 'Edit Contact Details' });
  await expectAccessible(clientPage, 'the Edit Contact Details dialog');
  await expectFits(clientPage, 'the Edit Contact Details dialog');
  await own.getByLabel('Phone').fill('587 555 0123');
  await own.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(clientPage, 'Contact details updated')).toBeVisible();
  await expect(contact).toContainText('+15875550123');
  // Before completion, Project Status shows the plan's timeline and no completion.
  const openStatus = clientPage.getByRole('region', { name: 'Project Status', exact: true });
  await expect(openStatus.getByRole('list', { name: 'Project Plan', exact: true })).toBeVisible();
  await expect(openStatus).not.toContainText('Project Completed');

  // The team marks the project completed with a note.
  await teamPage.reload();
  await expect(details).toContainText('+15875550123');
  const project = teamPage.getByRole('region', { name: 'Project', exact: true });
  await project.getByRole('button', { name: 'Mark Project Completed', exact: true }).click();
  const complete = teamPage.getByRole('dialog', { name: 'Mark Project Completed' });
  await complete.getByLabel('Note (optional)').fill('Site launched; logins handed over.');
  await expectAccessible(teamPage, 'the Mark Project Completed dialog');
  await complete.getByRole('button', { name: 'Mark Project Completed', exact: true }).click();
  await expect(toast(teamPage, 'Project marked completed')).toBeVisible();
  await expect(project).toContainText('Site launched; logins handed over.');
  await expectAccessible(teamPage, 'a client whose project is completed');
  // The client's history on the team's page: the edit and the completion, each with who did it.
  const history = teamPage.getByRole('region', { name: 'History', exact: true });
  await expect(async () => {
    await teamPage.reload();
    await expect(history.getByText('Marked a project completed')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(history.getByText('Edited a client').first()).toBeVisible();

  const completedRow = await rowUnder(teamPage, 'Completed', renamed);
  await expect(completedRow).toContainText('Completed');
  await expect(await rowUnder(teamPage, 'Active Projects', renamed)).toHaveCount(0);

  await clientPage.reload();
  const status = clientPage.getByRole('region', { name: 'Project Status', exact: true });
  await expect(status).toContainText('Project Completed');
  await expect(status).toContainText('Site launched; logins handed over.');
  await expect(status).not.toContainText('Pending');
  await expectAccessible(clientPage, 'the dashboard of a completed project');
  await expectFits(clientPage, 'the dashboard of a completed project');

  // Reopened: Active again.
  await (await rowUnder(teamPage, 'Completed', renamed)).getByRole('link', { name: renamed, exact: true }).click();
  await project.getByRole('button', { name: 'Reopen Project', exact: true }).click();
  const reopen = teamPage.getByRole('dialog', { name: 'Reopen Project' });
  await reopen.getByLabel('Note (optional)').fill('Adding the ordering page.');
  await reopen.getByRole('button', { name: 'Reopen Project', exact: true }).click();
  await expect(toast(teamPage, 'Project reopened')).toBeVisible();
  await expect(await rowUnder(teamPage, 'Active Projects', renamed)).toContainText('Active');
  await expect(await rowUnder(teamPage, 'Completed', renamed)).toHaveCount(0);

  await teamContext.close();
  await clientContext.close();
});
