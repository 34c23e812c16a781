/**
 * The client dashboard and the team's client messages, live both ways, in two browser contexts: a client
 * with an account who has finished onboarding (its steps done through the API in demo mode) and a team
 * member. Messages reach the other side without a reload, read marks turn 'Sent' into 'Read' and show
 * 'Seen' to the sender, the client list counts what the team has not read, Schedule Call appears in the
 * client's Upcoming Meetings, and a message left unread brings the reminder e-mail (global-setup.ts shortens
 * its delay). Each screen is checked with axe.
 */
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './global-setup.js';
import {
  baseURL,
  caughtMail,
  type CaughtMail,
  dismissWelcomePopupForever,
  expectAccessible,
  mailMatching,
  signInAsTeam,
  onboardedClient,
  toast,
} from './support.js';
import { browserZoneAbbreviation } from './zone.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

test('client and team talk live: messages both ways, Sent and Read, Seen, and Schedule Call in Upcoming Meetings', async ({
  browser,
}) => {
  const client = { businessName: `Birch Bakery ${run}`, contactName: 'Maya Singh', email: `maya.${run}@birchbakery.ca` };
  const password = 'Client-password-1!';
  const clientId = await onboardedClient(client, password);

  const clientContext = await browser.newContext();
  const teamContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const teamPage = await teamContext.newPage();
  await dismissWelcomePopupForever(clientPage);
  await dismissWelcomePopupForever(teamPage);

  // The client signs in with its account and lands on its dashboard.
  await clientPage.goto('/onboarding');
  const form = clientPage.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email', { exact: true }).fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(clientPage).toHaveURL(/\/onboarding\/dashboard$/);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Welcome, Maya Singh!' })).toBeVisible();
  await expect(clientPage.getByText('No meetings scheduled')).toBeVisible();
  await expectAccessible(clientPage, 'the client dashboard');

  // The client writes first, before the team has the thread open: the client list counts it unread.
  const clientBox = clientPage.getByRole('textbox', { name: 'Message' });
  await clientBox.fill('Hello from the bakery');
  await clientBox.press('Enter');
  await expect(toast(clientPage, 'Message sent!')).toBeVisible();

  await signInAsTeam(teamPage);
  await teamPage.goto('/admin/clients');
  await teamPage.getByLabel('Search clients').fill(client.businessName);
  const row = teamPage.getByRole('row').filter({ hasText: client.businessName });
  await expect(async () => {
    // Onboarding counts it from messaging's events: read the list again until it has.
    await teamPage.reload();
    await teamPage.getByLabel('Search clients').fill(client.businessName);
    await expect(row.getByText('1 unread')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The summary card and the dashboard's card count it (other tests' clients may add to the count).
  await expect(teamPage.locator('p').filter({ hasText: 'Unread Messages' })).toHaveText(/Unread Messages\s*[1-9]\d*$/);
  await teamPage.goto('/admin/dashboard');
  const dashboardCard = teamPage.getByRole('link', { name: /^Unread Messages\s*[1-9]\d*$/ });
  await expect(dashboardCard).toHaveAttribute('href', '/admin/clients');

  // The team opens the client's messages: the client's message is there and is now read, so the client
  // sees 'Seen' without a reload.
  await teamPage.goto(`/admin/clients/${clientId}/messages`);
  await expect(teamPage.getByRole('heading', { level: 1, name: client.businessName })).toBeVisible();
  const teamLog = teamPage.getByRole('log', { name: 'Messages' });
  await expect(teamLog.getByText('Hello from the bakery')).toBeVisible();
  await expect(teamLog.getByText('Maya Singh').first()).toBeVisible();
  await expect(teamPage.getByRole('heading', { name: 'Messages (1)' })).toBeVisible();
  await expect(clientPage.getByRole('log').getByText(/^Seen /)).toBeVisible();
  await expectAccessible(teamPage, "the team's client messages");

  // Client → team, live, while both are open.
  await clientBox.fill('Could we add a gallery page?');
  await clientBox.press('Enter');
  await expect(teamLog.getByText('Could we add a gallery page?')).toBeVisible();
  await expect(teamPage.getByRole('heading', { name: 'Messages (2)' })).toBeVisible();

  // Team → client, live; the client has it open, so the team's 'Sent' becomes 'Read' with 'Seen'.
  const teamBox = teamPage.getByRole('textbox', { name: /^Message to/ });
  // Shift+Enter breaks the line; Enter sends.
  await teamBox.fill('Welcome aboard!');
  await teamBox.press('Shift+Enter');
  await teamBox.pressSequentially('A gallery page is easy to add.');
  await expect(teamBox).toHaveValue('Welcome aboard!\nA gallery page is easy to add.');
  await teamBox.press('Enter');
  await expect(teamBox).toHaveValue('');
  await expect(toast(teamPage, 'Message sent!')).toBeVisible();
  await expect(clientPage.getByRole('log').getByText('Welcome aboard!')).toBeVisible();
  // The team member signs with their display name (the e-mail's local part only stands in without one).
  await expect(clientPage.getByRole('log').getByText(e2eAdmin.name).first()).toBeVisible();
  await expect(teamLog.getByText(/Read · Seen /)).toBeVisible();
  await expectAccessible(teamPage, "the team's client messages with a conversation");
  await expectAccessible(clientPage, 'the client dashboard with a conversation');

  // Schedule Call appears in the client's Upcoming Meetings without a reload.
  await teamPage.getByRole('button', { name: 'Schedule Call' }).click();
  // At the next slot of the team's hours, said in the viewer's zone.
  await expect(toast(teamPage, 'Move it with Edit under View Calendar.')).toContainText(
    new RegExp(`Call scheduled for .+ ${browserZoneAbbreviation.source}\\.`),
  );
  await expect(clientPage.getByRole('region', { name: 'Upcoming Meetings' }).getByText('Scheduled Call')).toBeVisible();
  // The team sees it under View Calendar.
  await teamPage.getByRole('button', { name: 'View Calendar' }).click();
  await expect(teamPage.getByRole('region', { name: 'Upcoming Meetings' }).getByText('Scheduled Call')).toBeVisible();
  await expectAccessible(teamPage, "the team's client messages with the calendar open");

  // The client leaves; a team message it does not read brings it the reminder e-mail, with its dashboard's link.
  await clientContext.close();
  // It read every team message while it had them open: no reminder so far.
  const isReminder = (mail: CaughtMail) =>
    mail.to.includes(client.email) && mail.subject === 'You have unread messages from Maple Builders';
  expect((await caughtMail()).filter(isReminder)).toEqual([]);
  await teamBox.fill('Are you free for a call on Thursday?');
  await teamBox.press('Enter');
  await expect(teamLog.getByText('Are you free for a call on Thursday?')).toBeVisible();
  const [reminder] = await mailMatching(isReminder);
  expect(reminder!.text).toContain('/onboarding/dashboard');
  expect(reminder!.text).not.toContain('Are you free');
  await teamContext.close();
});
