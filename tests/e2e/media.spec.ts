/**
 * The media library in Chromium against the running platform: an image uploaded (PNG, made into WebP copies)
 * and shown as a partner's logo is listed on /admin/media with its size, copies and where it is used, and
 * cannot be deleted while used; an unused one is deleted from the screen; the shared image picker's
 * "Choose from library" fills a form's address; the public home page's logos carry srcset, sizes, width,
 * height and lazy loading, and a post's cover (the largest image) loads first. Axe checks /admin/media.
 */
import { expect, test } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, signInAsTeam, teamToken } from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const partnerName = `Media Test Bakery ${run}`;

// An 8 × 6 PNG: its WebP copy is 8 px wide.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQztmAFTEMpAQA3xU9UcOCGmMAAAAASUVORK5CYII=',
  'base64',
);

async function upload(token: string): Promise<{ url: string; srcset: string }> {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${baseURL()}/api/content/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; srcset: string };
}

const api = async (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${baseURL()}/api/content${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let token = '';
let logo = { url: '', srcset: '' };
let spare = { url: '', srcset: '' };
let partnerId = '';
const nameOf = (url: string) => url.split('/').at(-1)!;

test.beforeAll(async () => {
  token = await teamToken();
  logo = await upload(token);
  spare = await upload(token);
  const partner = await api(token, 'POST', '/admin/partners', { name: partnerName, logoUrl: logo.url, active: true });
  expect(partner.status).toBe(201);
  partnerId = ((await partner.json()) as { id: string }).id;
});

test.afterAll(async () => {
  if (partnerId) await api(token, 'DELETE', `/admin/partners/${partnerId}`);
  if (logo.url) await api(token, 'DELETE', `/admin/media/${nameOf(logo.url)}`);
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

test('the media library lists an uploaded image with its copies and its use, and deletes only an unused one', async ({
  page,
}) => {
  await signInAsTeam(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('button', { name: 'Website' }).click();
  await nav.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await page.getByLabel('Search by name').fill(nameOf(logo.url));
  const row = page.getByRole('row').filter({ hasText: nameOf(logo.url) });
  await expect(row).toContainText(`Partner logo: ${partnerName}`);
  await expect(row).toContainText('8 × 6 px');
  await expect(row).toContainText('8 px');
  await expect(row.getByRole('button', { name: `Delete ${nameOf(logo.url)}` })).toBeDisabled();
  await expectAccessible(page, '/admin/media');

  await page.getByLabel('Search by name').fill(nameOf(spare.url));
  const spareRow = page.getByRole('row').filter({ hasText: nameOf(spare.url) });
  await expect(spareRow).toContainText('Not used');
  await spareRow.getByRole('button', { name: `Delete ${nameOf(spare.url)}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No images match.')).toBeVisible();
  expect((await fetch(`${baseURL()}${spare.url}`)).status).toBe(404);
});

test('the image picker chooses an image from the library for a form', async ({ page }) => {
  await signInAsTeam(page);
  await page.goto('/admin/partners');
  await page.getByRole('button', { name: 'Add Partner' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Choose from library' }).click();
  await dialog.getByLabel('Search the library').fill(nameOf(logo.url));
  await dialog.getByRole('button', { name: `Use ${nameOf(logo.url)}` }).click();
  await expect(dialog.getByLabel('Logo address')).toHaveValue(logo.url);
  await expect(dialog.getByText('Image chosen; its address is in the field above.')).toBeVisible();
});

test('public images carry their WebP srcset, sizes, width and height, and load lazily below the fold', async ({ page }) => {
  await page.goto('/');
  const image = page.getByRole('img', { name: `${partnerName} logo` });
  await expect(image).toBeAttached();
  await expect(image).toHaveAttribute('srcset', logo.srcset);
  await expect(image).toHaveAttribute('sizes', '10rem');
  await expect(image).toHaveAttribute('width', '8');
  await expect(image).toHaveAttribute('height', '6');
  await expect(image).toHaveAttribute('loading', 'lazy');
  const webp = await fetch(`${baseURL()}${logo.url}?w=8`);
  expect(webp.headers.get('content-type')).toBe('image/webp');

  // A post's cover is the page's largest image: loaded at once, first.
  await page.goto('/blog/google-business-profile-checklist-edmonton');
  const cover = page.locator('article img[fetchpriority="high"]');
  await expect(cover).toHaveCount(1);
  await expect(cover).toHaveAttribute('loading', 'eager');
  // The author's photo beside it loads lazily.
  await expect(page.locator('article img[loading="lazy"]').first()).toBeAttached();
  await expect(cover).toHaveAttribute('width', /\d+/);
  await expect(cover).toHaveAttribute('height', /\d+/);
});
