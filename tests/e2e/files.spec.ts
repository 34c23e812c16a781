/**
 * Files both ways, in two browser contexts: the team shares a PDF from the client's messages page (Send File
 * opens the picker) and the client downloads it from its dashboard's Files tab under its own name; the client
 * uploads its logo and the team's Files panel shows it without a reload; a file the client sends in the thread
 * shows as a chip the team downloads. Both panels are checked with axe.
 */
import { expect, test } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, onboardedClient, signInAsTeam } from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(64, 0),
]);

test('the team shares a PDF the client downloads, and the client’s logo reaches the team’s Files panel live', async ({
  browser,
}) => {
  const client = { businessName: `Aspen Florist ${run}`, contactName: 'Lena Park', email: `lena.${run}@aspenflorist.ca` };
  const password = 'Client-password-1!';
  const clientId = await onboardedClient(client, password);

  const teamContext = await browser.newContext();
  // The client on a phone: the Files tab and the send box fit 390 px.
  const clientContext = await browser.newContext({ acceptDownloads: true, viewport: { width: 390, height: 844 } });
  const fitsTheScreen = async () =>
    expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const teamPage = await teamContext.newPage();
  const clientPage = await clientContext.newPage();
  await dismissWelcomePopupForever(teamPage);
  await dismissWelcomePopupForever(clientPage);

  // The team opens the client's messages; Send File opens the Files panel's picker.
  await signInAsTeam(teamPage);
  await teamPage.goto(`/admin/clients/${clientId}/messages`);
  await expect(teamPage.getByRole('heading', { level: 1, name: client.businessName })).toBeVisible();
  const teamFiles = teamPage.getByRole('region', { name: 'Files', exact: true });
  // The client's signed contract is already filed there, shared by the agency.
  await expect(teamFiles.getByRole('listitem').filter({ hasText: /^contract-.+\.pdf/ })).toContainText('Maple Builders');
  const chooser = teamPage.waitForEvent('filechooser');
  await teamPage.getByRole('button', { name: 'Send File', exact: true }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'Welcome pack.pdf', mimeType: 'application/pdf', buffer: pdf },
    // Not a PDF, whatever its name says: refused, in words, beside the one that went through.
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>not a pdf</p>') },
  ]);
  await expect(teamFiles.getByText('Welcome pack.pdf')).toBeVisible();
  await expect(teamFiles.getByRole('alert')).toHaveText(/This kind of file cannot be shared/);
  await teamFiles.getByRole('button', { name: 'Dismiss invoice.pdf', exact: true }).click();
  await expectAccessible(teamPage, "the team's Files panel");

  // The client signs in, opens Files and downloads the team's PDF under its own name.
  await clientPage.goto('/onboarding');
  const form = clientPage.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email', { exact: true }).fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(clientPage).toHaveURL(/\/onboarding\/dashboard$/);
  await clientPage.getByRole('tab', { name: 'Files', exact: true }).click();
  const clientFiles = clientPage.getByRole('region', { name: 'Files', exact: true });
  const shared = clientFiles.getByRole('listitem').filter({ hasText: 'Welcome pack.pdf' });
  await expect(shared).toContainText('(team)');
  // The team's file is not the client's to delete.
  await expect(shared.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const download = clientPage.waitForEvent('download');
  await shared.getByRole('button', { name: 'Download Welcome pack.pdf', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('Welcome pack.pdf');

  // The client uploads its logo from the picker, by keyboard; the team sees it without a reload.
  const logoChooser = clientPage.waitForEvent('filechooser');
  await clientFiles.getByRole('button', { name: 'Choose files', exact: true }).focus();
  await clientPage.keyboard.press('Enter');
  await (await logoChooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const logo = clientFiles.getByRole('listitem').filter({ hasText: 'logo.png' });
  await expect(logo.getByRole('button', { name: 'Delete logo.png', exact: true })).toBeVisible();
  await expect(clientFiles.getByText(/ of 1 GB used$/)).toBeVisible();
  await expectAccessible(clientPage, "the client's Files tab");
  await fitsTheScreen();
  await expect(teamFiles.getByRole('listitem').filter({ hasText: 'logo.png' })).toContainText('Lena Park');

  // A file sent in the thread: the message carries it as a chip on both sides, and it is in Files too.
  await clientPage.getByRole('tab', { name: 'Messages', exact: true }).click();
  const attachChooser = clientPage.waitForEvent('filechooser');
  await clientPage.getByRole('button', { name: 'Attach files', exact: true }).click();
  await (await attachChooser).setFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('Spring menu') });
  await clientPage.getByRole('textbox', { name: 'Message' }).fill('Our spring menu');
  await fitsTheScreen();
  await clientPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(clientPage.getByRole('log').getByRole('button', { name: 'Download menu.txt', exact: true })).toBeVisible();
  const teamChip = teamPage.getByRole('log').getByRole('button', { name: 'Download menu.txt', exact: true });
  const menuDownload = teamPage.waitForEvent('download');
  await teamChip.click();
  expect((await menuDownload).suggestedFilename()).toBe('menu.txt');
  await expect(teamFiles.getByRole('listitem').filter({ hasText: 'menu.txt' })).toBeVisible();
  await expectAccessible(teamPage, 'the team’s thread with a file');

  await teamContext.close();
  await clientContext.close();
});
