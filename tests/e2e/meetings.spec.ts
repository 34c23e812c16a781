/**
 * Meetings, both sides, in two browser contexts: the client books a call from its dashboard (days, then
 * times, in its own time zone), the team moves it and adds a video link from the client's calendar and the
 * client sees the new time and Join Meeting without a reload; then the team cancels it, the client's
 * Upcoming Meetings empties, and the client's e-mails carry the calendar entries. The booking and edit
 * dialogs are checked with axe. Expected local times are computed in the browser (its zone), not in Node.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  baseURL,
  dismissWelcomePopupForever,
  expectAccessible,
  mailMatching,
  signInAsTeam,
  onboardClient,
  toast,
} from './support.js';
import { browserZone } from './zone.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

/** A client through onboarding (onboardClient) once messaging offers it slots: it knows the client and the team. */
async function onboardedClient(client: { businessName: string; contactName: string; email: string }, password: string) {
  const { id, token } = await onboardClient(client, password);
  // Messaging learns of the client from onboarding's events, and of the team from identity's (a sign-in).
  await expect
    .poll(
      async () => {
        const slots = await apiCall('/api/messaging/client/meetings/slots', token, undefined, 'GET');
        return slots.ok ? ((await slots.json()) as { slots: unknown[] }).slots.length > 0 : false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return id;
}

/** A meeting's time as the dashboard shows it, in the browser's own zone. */
const shownAt = (page: Page, iso: string) =>
  page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-CA', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(at)),
    iso,
  );

test('the client books a call, the team moves it and the client sees it live, then the team cancels it', async ({ browser }) => {
  const client = { businessName: `Aspen Salon ${run}`, contactName: 'Nora Blake', email: `nora.${run}@aspensalon.ca` };
  const password = 'Client-password-1!';
  const clientId = await onboardedClient(client, password);

  const clientContext = await browser.newContext();
  const teamContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const teamPage = await teamContext.newPage();
  await dismissWelcomePopupForever(clientPage);
  await dismissWelcomePopupForever(teamPage);

  await clientPage.goto('/onboarding');
  const form = clientPage.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email', { exact: true }).fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(clientPage).toHaveURL(/\/onboarding\/dashboard$/);
  const upcoming = clientPage.getByRole('region', { name: 'Upcoming Meetings' });
  await expect(upcoming.getByText('No meetings scheduled')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Join Meeting', exact: true })).toBeDisabled();

  // The client books the first free time of the first day, from the keyboard, on a phone.
  await clientPage.setViewportSize({ width: 390, height: 844 });
  await clientPage.getByRole('button', { name: 'Schedule Call', exact: true }).click();
  const booking = clientPage.getByRole('dialog', { name: 'Book a call' });
  const firstTime = booking.getByRole('group', { name: 'Time' }).getByRole('radio').first();
  await expect(firstTime).toBeVisible();
  expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await booking.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await expect(booking).toContainText(browserZone);
  await expectAccessible(clientPage, 'the booking dialog');
  await firstTime.focus();
  await clientPage.keyboard.press('Space');
  await expect(firstTime).toBeChecked();
  const bookedAt = await firstTime.inputValue();
  await booking.getByRole('button', { name: 'Book call', exact: true }).click();
  await expect(toast(clientPage, `Call booked for ${await shownAt(clientPage, bookedAt)}.`)).toBeVisible();
  await expect(upcoming.getByText(await shownAt(clientPage, bookedAt))).toBeVisible();
  await expect(upcoming.getByRole('button', { name: /^Reschedule call on / })).toBeVisible();
  await expectAccessible(clientPage, 'the client dashboard with a booked call');

  // The team moves it three days on at 10:00 (the team member's zone) and adds the video link.
  await signInAsTeam(teamPage);
  await teamPage.goto(`/admin/clients/${clientId}/messages`);
  await teamPage.getByRole('button', { name: 'View Calendar' }).click();
  const calendar = teamPage.getByRole('region', { name: 'Upcoming Meetings' });
  await calendar.getByRole('button', { name: 'Edit Scheduled Call', exact: true }).click();
  const edit = teamPage.getByRole('dialog', { name: 'Edit meeting' });
  await expect(edit.getByLabel('Title')).toHaveValue('Scheduled Call');
  await expectAccessible(teamPage, 'the edit meeting dialog');
  const moved = await teamPage.evaluate((from) => {
    const date = new Date(Date.parse(from) + 3 * 86_400_000);
    date.setHours(10, 0, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const input = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
    return { input, iso: date.toISOString() };
  }, bookedAt);
  await edit.getByLabel('Date and time').fill(moved.input);
  await edit.getByLabel('Video link').fill('http://meet.example.com/aspen');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit.getByText('Enter a link starting with https://')).toBeVisible();
  await edit.getByLabel('Video link').fill('https://meet.example.com/aspen');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(teamPage, 'Meeting updated.')).toBeVisible();

  // The client sees the new time and Join Meeting without a reload.
  await expect(upcoming.getByText(await shownAt(clientPage, moved.iso))).toBeVisible();
  await expect(upcoming.getByText(await shownAt(clientPage, bookedAt))).toHaveCount(0);
  await expect(clientPage.getByRole('link', { name: 'Join Meeting', exact: true })).toHaveAttribute(
    'href',
    'https://meet.example.com/aspen',
  );

  // The team cancels it: it stays on the team's calendar as cancelled and leaves the client's dashboard.
  await calendar.getByRole('button', { name: 'Cancel Scheduled Call', exact: true }).click();
  await teamPage
    .getByRole('alertdialog', { name: 'Cancel this meeting?' })
    .getByRole('button', { name: 'Cancel meeting' })
    .click();
  await expect(toast(teamPage, 'Meeting cancelled.')).toBeVisible();
  await expect(calendar.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(upcoming.getByText('No meetings scheduled')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Join Meeting', exact: true })).toBeDisabled();

  // Each change reached the client by e-mail, the last one taking the meeting off its calendar.
  const [cancelled] = await mailMatching(
    (mail) => mail.to.includes(client.email) && mail.subject === 'Your call with Maple Builders is cancelled: Scheduled Call',
  );
  expect(cancelled!.text).toContain('has been cancelled');
  for (const subject of ['is booked', 'has changed']) {
    const [mail] = await mailMatching(
      (caught) =>
        caught.to.includes(client.email) && caught.subject === `Your call with Maple Builders ${subject}: Scheduled Call`,
    );
    expect(mail).toBeDefined();
  }
  // The client's e-mail gives the time in the agency's zone (the client chose none), named.
  const [booked] = await mailMatching(
    (caught) => caught.to.includes(client.email) && caught.subject === 'Your call with Maple Builders is booked: Scheduled Call',
  );
  expect(booked!.text).toMatch(/M[SD]T \(America\/Edmonton\), 30 minutes/);
  // The team heard of the client's booking once, in the teammate's zone (or the team inbox's), the entry naming both.
  const toTeam = await mailMatching((caught) => caught.subject === `${client.businessName} booked a call: Scheduled Call`);
  expect(toTeam).toHaveLength(1);
  expect(toTeam[0]!.text).toMatch(/M[SD]T \(America\/Edmonton\), 30 minutes/);
  await clientContext.close();
  await teamContext.close();
});
