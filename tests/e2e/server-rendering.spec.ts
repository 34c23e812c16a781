/**
 * Server-rendered public pages in Chromium: each hydrates without a hydration error, keeps one set of
 * head tags, and the site still moves between pages without reloading the document.
 */
import { expect, test, type Page } from '@playwright/test';
import type { components } from '@agency/contracts/openapi/content';
import { baseURL, dismissWelcomePopupForever, expectAccessible, waitForHydration } from './support.js';

test.use({ baseURL: baseURL() });

type PostPage = components['schemas']['PostPage'];

/** A published post's address, from the content service. */
async function publishedPostPath(): Promise<string> {
  const response = await fetch(`${baseURL()}/api/content/posts?limit=1`);
  const { items } = (await response.json()) as PostPage;
  if (!items[0]) throw new Error('the demo content has no published post');
  return `/blog/${items[0].slug}`;
}

const publicPages = [
  '/',
  '/about',
  '/blog',
  '/services/social-media',
  '/services/web-development',
  '/services/chatbot',
  '/services/website-enhancement',
  '/services/gmb-seo',
  '/services/email-marketing',
  '/services/social-media/case-studies',
  '/services/web-development/portfolio',
  '/free-website',
  '/workshop',
  '/proposal',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
];

/** What the console and uncaught errors say while the page loads and hydrates. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A 404 page's own status is logged as a failed load; it is the answer we want, not a fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Loads `path` as a visitor would and waits until its heading is React's (the page is hydrated). */
async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await waitForHydration(heading);
  return response;
}

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

test('every public page arrives rendered and hydrates without a hydration error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  for (const path of [...publicPages, await publishedPostPath()]) {
    const response = await openHydrated(page, path);
    expect(response?.status(), path).toBe(200);
    // The server sent the heading: it is in the document before any script ran.
    expect(await response?.text(), path).toMatch(/<h1[\s>]/);
    await expect(page.locator('title'), path).toHaveCount(1);
    await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${baseURL()}${path}`);
    const structuredData = page.locator('head script[type="application/ld+json"]');
    await expect(structuredData, path).toHaveCount(path.startsWith('/blog/') ? 3 : 2);
    expect(errors, path).toEqual([]);
  }
});

test('a visitor reads the site in French under /fr, hydrated in French, and switches language on the same page', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const french = [
    { path: '/fr', heading: /^Nous vous aidons/ },
    { path: '/fr/about', heading: 'Des étudiants d’ici. Des entreprises d’ici. On grandit ensemble.' },
    { path: '/fr/free-website', heading: 'Obtenez un site Web gratuit' },
  ];
  for (const { path, heading } of french) {
    const response = await openHydrated(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${baseURL()}${path}`);
    expect(errors, path).toEqual([]);
  }
  await expectAccessible(page, 'a French page');

  // The links stay in French; the switch goes to the same page in English, and back.
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local students. Local businesses. Growing together.');
  await waitForHydration(page.getByRole('link', { name: 'Français' }));
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french[1]!.heading);
  expect(errors).toEqual([]);
});

test('an unknown path, one under the back office too, and a missing post answer 404 and hydrate cleanly', async ({ page }) => {
  const errors = watchErrors(page);
  const unknown = await openHydrated(page, '/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveURL(/\/404$/);

  // The back office's chunk routes its own paths: one it does not know is a 404 as well.
  for (const path of ['/admin', '/admin/no-such-screen']) {
    const unknownScreen = await openHydrated(page, path);
    expect(unknownScreen?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveURL(/\/404$/);
  }

  const missing = await openHydrated(page, '/blog/no-such-post');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  expect(errors).toEqual([]);
});

test('after hydration the site moves between pages in the browser, updating the head', async ({ page }) => {
  const errors = watchErrors(page);
  await openHydrated(page, '/');
  // A value on window survives only as long as the document does.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const firstPost = page.getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link');
  await expect(firstPost).toBeVisible();
  await expect(page).toHaveTitle('Blog | Maple Builders');
  expect(await sameDocument()).toBe(true);

  await firstPost.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(3);
  await expect(page.locator('title')).toHaveCount(1);
  expect(await page.locator('head script[type="application/ld+json"]').allTextContents()).toContainEqual(
    expect.stringContaining(JSON.stringify(title).slice(1, -1)),
  );
  expect(await sameDocument()).toBe(true);
  expect(errors).toEqual([]);
});
