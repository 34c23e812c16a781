/**
 * The public site's people and lists, changed from the back office in Chromium against the running platform:
 * an admin adds a partner with an uploaded logo and sees it scroll past in the home page's marquee, then makes
 * it inactive and sees it leave; adds a team member with a photo and finds them among the post editor's
 * authors; renames a category and sees the public list follow. Each screen and dialog is checked with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, signInAsTeam, teamToken, toast } from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

// A 1×1 PNG, uploaded as a logo and a photo.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

/** Opens a screen of the Website group from the back office's bar. */
async function openWebsiteScreen(page: Page, name: string, heading = name): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('button', { name: 'Website' }).click();
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

test('a partner added with an uploaded logo scrolls past on the home page, and leaves it when made inactive', async ({
  page,
}) => {
  const name = `Prairie Print ${run}`;
  await signInAsTeam(page);
  await openWebsiteScreen(page, 'Partners');
  await expectAccessible(page, 'the Partners screen');

  await page.getByRole('button', { name: 'Add Partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Partner' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByLabel('Or upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByLabel('Logo address')).toHaveValue(/\/api\/content\/media\//);
  await expectAccessible(page, 'the Add a Partner dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Saved ${name}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // The rendered home page follows the change at once (its cached copy is dropped with the partner's event).
  const visitor = await page.context().browser()!.newPage({ baseURL: baseURL() });
  await dismissWelcomePopupForever(visitor);
  const logo = visitor.getByRole('region', { name: 'Partner logos' }).getByRole('img', { name: `${name} logo` });
  await expect(async () => {
    await visitor.goto('/');
    await expect(logo.first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // Attached is not loaded: the image arrives after the page, so wait for it rather than reading it once.
  await expect
    .poll(() => logo.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
      message: 'the uploaded logo loads',
    })
    .toBe(true);

  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Edit Partner' }).getByLabel('Active (shown on the home page)').uncheck();
  await page.getByRole('dialog', { name: 'Edit Partner' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Saved ${name}`).last()).toBeVisible();
  await expect(async () => {
    await visitor.goto('/');
    await expect(visitor.getByRole('region', { name: 'Partner logos' })).toBeVisible({ timeout: 1_000 });
    await expect(logo).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await visitor.close();
});

test('a team member added with a photo is offered as a post’s author', async ({ page }) => {
  const name = `Riley Tran ${run}`;
  await signInAsTeam(page);
  await openWebsiteScreen(page, 'Team Members');
  await expectAccessible(page, 'the Team Members screen');

  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Team Member' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByLabel('Role').fill('Design Student');
  await dialog.getByLabel('Or upload a photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByLabel('Photo address (optional)')).toHaveValue(/\/api\/content\/media\//);
  await expectAccessible(page, 'the Add a Team Member dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Saved ${name}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Design Student');

  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
  const author = page.getByRole('combobox', { name: 'Author' });
  await author.selectOption({ label: `${name}, Design Student` });
  await expect(page.getByTestId('author-avatar'), 'the uploaded photo beside the chosen author').toBeVisible();
});

test('a renamed category gets a new slug, and the public list of categories follows', async ({ page }) => {
  const token = await teamToken();
  const original = `Field Notes ${run}`;
  const renamed = `Field Reports ${run}`;
  const created = await fetch(`${baseURL()}/api/content/admin/categories`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: original }),
  });
  expect(created.status, 'adding a category').toBe(201);

  await signInAsTeam(page);
  await openWebsiteScreen(page, 'Categories & Tags', 'Categories');
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(run);
  const row = page.getByRole('row').filter({ hasText: original });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the Categories screen');
  await row.getByRole('button', { name: `Rename ${original}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rename “${original}”` });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await expectAccessible(page, 'the Rename dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Renamed to “${renamed}”.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toContainText(`field-reports-${run}`);

  const categories = (await (await fetch(`${baseURL()}/api/content/categories`)).json()) as { name: string }[];
  expect(categories.map((category) => category.name)).toContain(renamed);
  expect(categories.map((category) => category.name)).not.toContain(original);
});
