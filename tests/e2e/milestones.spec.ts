/**
 * The project plan, in two browser contexts: a client with an account who has finished onboarding (its steps
 * done through the API in demo mode) sees its plan as a timeline on its dashboard; the team writes a note on
 * Kickoff, marks it done and adds a milestone on the client's page, and the client's timeline shows each
 * without a reload, and the client is e-mailed. Then an admin opens the project template from the Agency
 * group, at a phone's width too, and saves it. axe checks the timeline, the panel and the template screen.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  baseURL,
  dismissWelcomePopupForever,
  expectAccessible,
  mailMatching,
  signInAsTeam,
  onboardClient,
  toast,
} from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

/** The timeline's rows as the client reads them: each milestone's name and state. */
const timelineRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Project Plan' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test('a client through onboarding sees its plan; the team marks Kickoff done and the timeline shows it live', async ({
  browser,
}) => {
  const client = { businessName: `Aspen Florist ${run}`, contactName: 'Nora Quill', email: `nora.${run}@aspenflorist.ca` };
  const password = 'Client-password-1!';
  const { id: clientId } = await onboardClient(client, password);

  const clientContext = await browser.newContext();
  const teamContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const teamPage = await teamContext.newPage();
  await dismissWelcomePopupForever(clientPage);
  await dismissWelcomePopupForever(teamPage);

  // The client signs in and finds its plan in place of "Project Starting".
  await clientPage.goto('/onboarding');
  const form = clientPage.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email', { exact: true }).fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(clientPage).toHaveURL(/\/onboarding\/dashboard$/);
  const status = clientPage.getByRole('region', { name: 'Project Status' });
  await expect(status.getByText('Onboarding Complete')).toBeVisible();
  await expect(status.getByText('Project Starting')).toHaveCount(0);
  const kickoff = timelineRow(clientPage, 'Kickoff');
  await expect(kickoff).toContainText('Up next');
  await expect(kickoff).toContainText('Planned for');
  for (const later of ['Design', 'Build', 'Launch']) await expect(timelineRow(clientPage, later)).toContainText('Later');
  await expectAccessible(clientPage, 'the client dashboard with its project plan');

  // The team opens the client's page: the panel shows the same plan.
  await signInAsTeam(teamPage);
  await teamPage.goto(`/admin/clients/${clientId}`);
  const panel = teamPage.getByRole('region', { name: 'Project Plan' });
  const kickoffForm = panel.getByRole('form', { name: 'Kickoff' });
  await expect(kickoffForm.getByLabel(/^Planned date/)).not.toHaveValue('');
  await expectAccessible(teamPage, 'the Project Plan panel on the client page');

  // A note saved, then Mark Done: the client's timeline follows each without a reload.
  await kickoffForm.getByLabel('Note to the client').fill('We agreed on six pages and a spring palette.');
  await kickoffForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(teamPage, '“Kickoff” saved.')).toBeVisible();
  await expect(kickoff).toContainText('We agreed on six pages and a spring palette.');
  await panel.getByRole('form', { name: 'Kickoff' }).getByRole('button', { name: 'Mark Done' }).click();
  await expect(toast(teamPage, '“Kickoff” is done; the client has been e-mailed.')).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Kickoff' }).getByRole('button', { name: 'Mark Not Done' })).toBeVisible();
  await expect(kickoff).toContainText('Done on');
  await expect(timelineRow(clientPage, 'Design')).toContainText('Up next');

  // A milestone added at the end shows on the timeline too.
  const add = panel.getByRole('form', { name: 'Add a Milestone' });
  await add.getByLabel(/^Name/).fill('Photo shoot');
  await add.getByLabel(/^Planned date/).fill('2027-01-15');
  await add.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(toast(teamPage, '“Photo shoot” added to the plan.')).toBeVisible();
  await expect(timelineRow(clientPage, 'Photo shoot')).toContainText('Later');
  await expectAccessible(clientPage, 'the client dashboard with a milestone done');
  await expectAccessible(teamPage, 'the Project Plan panel with a milestone done');

  const [mail] = await mailMatching((m) => m.to.includes(client.email) && m.subject === 'Maple Builders: Kickoff is done');
  expect(mail!.text).toContain('We agreed on six pages and a spring palette.');
  expect(mail!.text).toContain('/onboarding/dashboard');

  await clientContext.close();
  await teamContext.close();
});

test('an admin opens the project template from Agency, on a laptop and a phone, and saves it', async ({ page }) => {
  await signInAsTeam(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('button', { name: 'Agency' }).click();
  await nav.getByRole('link', { name: 'Project Plan', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/project-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Plan Template' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Milestones' });
  await expect(form.getByLabel(/^Milestone 1 name/)).toHaveValue(/\S/);
  await expectAccessible(page, 'the project template');

  // A name left empty is refused on the field, and nothing is sent.
  const count = await form.getByLabel(/^Milestone \d+ name/).count();
  await form.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(form.getByLabel(/^Milestone \d+ name/)).toHaveCount(count + 1);
  await form.getByRole('button', { name: 'Save Template' }).click();
  await expect(form.getByText('Give it a name of 1 to 80 characters, each name once.')).toBeVisible();
  await expectAccessible(page, 'the project template with an error');
  // Removed again by keyboard, and saved as it was: other tests' clients keep the template they expect.
  await form.getByRole('button', { name: `Remove milestone ${count + 1}` }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel(/^Milestone \d+ name/)).toHaveCount(count);
  await form.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page, 'Project template saved.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(form.getByLabel(/^Milestone 1 name/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'the project template on a phone');
});
