/**
 * Every public page the site map lists, as a visitor's browser sees it: its heading, title, description,
 * canonical link, Open Graph tags and structured data; the blog's loading, error and empty states; and a
 * post written to attack its readers, which renders inert.
 */
import { expect, test, type Page } from '@playwright/test';
import type { components } from '@agency/contracts/openapi/content';
import { e2eAdmin } from './global-setup.js';
import { baseURL, dismissWelcomePopupForever, expectAccessible, waitForHydration } from './support.js';

type Schemas = components['schemas'];

test.use({ baseURL: baseURL() });

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, init);
  expect(response.ok, `${init.method ?? 'GET'} /api${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

test('every page of the site map shows its heading and carries its SEO tags', async ({ page }) => {
  test.setTimeout(120_000);
  const { entries } = await api<Schemas['SiteMap']>('/content/site-map');
  const posts = entries.filter((entry) => entry.section === 'blog');
  const pages = [...entries.filter((entry) => entry.section !== 'blog'), ...posts.slice(0, 1)];
  expect(pages.length).toBeGreaterThanOrEqual(18);

  for (const entry of pages) {
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1 }).first(), entry.path).toBeVisible();
    await expect(page, entry.path).toHaveTitle(/Maple Builders/);
    await expect(page.locator('meta[name="description"]'), entry.path).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="canonical"]'), entry.path).toHaveAttribute('href', `${baseURL()}${entry.path}`);
    await expect(page.locator('meta[property="og:title"]'), entry.path).toHaveAttribute('content', /\S/);
    const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
    expect(structuredData, entry.path).toContain('Organization');
    expect(structuredData, entry.path).toContain(entry.path === '/' ? 'LocalBusiness' : 'BreadcrumbList');
  }
});

/**
 * Opens the blog from the home page's navigation, so the browser reads the posts itself (a visit
 * straight to /blog arrives with them rendered by the server).
 */
async function openBlogInTheBrowser(page: Page) {
  await page.goto('/');
  const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
  await waitForHydration(blogLink);
  await blogLink.click();
  await expect(page).toHaveURL(/\/blog$/);
}

test('the blog says when it is loading, when it failed and when there is nothing yet', async ({ page }) => {
  const postList = (url: URL) => url.pathname === '/api/content/posts';
  let answer: () => Promise<void> = async () => undefined;
  await page.route(postList, (route) => answer().then(() => route.continue()));

  const held: Array<() => void> = [];
  answer = () => new Promise<void>((resolve) => held.push(resolve));
  await openBlogInTheBrowser(page);
  await expect(page.getByText('Loading posts...')).toBeVisible();
  for (const release of held) release();
  answer = async () => undefined;
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.unroute(postList);
  await page.route(postList, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 500,
        error: 'Internal Server Error',
        code: 'INTERNAL',
        message: 'The blog is resting',
        requestId: 'r',
      }),
    }),
  );
  await openBlogInTheBrowser(page);
  await expect(page.getByText('Error: The blog is resting')).toBeVisible();

  await page.unroute(postList);
  await page.route(postList, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ items: [], total: 0, page: 1, limit: 9 }),
    }),
  );
  await openBlogInTheBrowser(page);
  await expect(page.getByText('...oops you are too early')).toBeVisible();
  await expect(
    page.getByText('Our team is crafting amazing content. Check back soon for insightful articles and expert tips.'),
  ).toBeVisible();
  await expectAccessible(page, 'the empty blog');
});

test('a post written to attack its readers renders inert', async ({ page }) => {
  const { accessToken } = await api<{ accessToken: string }>('/identity/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  const admin = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const [author] = await api<Schemas['TeamMember'][]>('/content/team-members');
  const { items } = await api<Schemas['PostPage']>('/content/posts?limit=1');
  const slug = `hostile-${Date.now()}`;
  const content = [
    '## Nothing to see here',
    '<script>window.pwned = "script"</script>',
    '<img src="x" onerror="window.pwned = \'onerror\'">',
    '[a harmless link](javascript:window.pwned=%22href%22)',
    '<a href="javascript:window.pwned=1" onclick="window.pwned = \'onclick\'">raw anchor</a>',
    '<iframe src="https://example.com"></iframe>',
    'A [guide elsewhere](https://developers.google.com/search/docs) and [our services](/services/web-development).',
  ].join('\n\n');
  const post = await api<Schemas['Post']>('/content/admin/posts', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      title: 'A perfectly ordinary post',
      slug,
      authorId: author!.id,
      coverImage: items[0]!.coverImage.url,
      excerpt: 'Nothing unusual here.',
      content,
      published: true,
      featured: false,
    }),
  });

  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blog/${slug}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Nothing to see here' })).toBeVisible();
    await article.getByText('a harmless link').click();

    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // The page's own JSON-LD is the only script, and it carries none of the post's markup.
    await expect(article.locator('script:not([type="application/ld+json"]), iframe, [onerror], [onclick]')).toHaveCount(0);
    const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structuredData.join(' ')).not.toContain('pwned');
    await expect(article.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'guide elsewhere' })).toHaveAttribute('rel', 'noopener nofollow');
    await expect(article.getByRole('link', { name: 'our services' })).not.toHaveAttribute('rel', /nofollow/);
  } finally {
    await fetch(`${baseURL()}/api/content/admin/posts/${post.id}`, {
      method: 'DELETE',
      headers: { authorization: admin.authorization },
    });
  }
});
