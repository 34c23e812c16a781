/**
 * The public pages that read the content service, in Chromium against the whole running platform:
 * the partners marquee, the blog list and a post, the portfolio, the site map and the site search.
 * The seed's content is discovered through the public API, so these tests name no seeded slug.
 */
import { expect, test, type Page } from '@playwright/test';
import type { components } from '@agency/contracts/openapi/content';
import { baseURL, dismissWelcomePopupForever, expectAccessible, waitForHydration } from './support.js';

type Schemas = components['schemas'];

test.use({ baseURL: baseURL() });

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL()}/api/content${path}`);
  expect(response.status, `GET /api/content${path}`).toBe(200);
  return (await response.json()) as T;
}

const posts = (query = '') => api<Schemas['PostPage']>(`/posts?limit=9${query}`);

/** The newest published post with a category and a tag, for the filter and post tests. */
async function taggedPost(): Promise<Schemas['PostSummary']> {
  const { items } = await api<Schemas['PostPage']>('/posts?limit=50');
  const found = items.find((post) => post.category && post.tags.length > 0);
  expect(found, 'the seed has a published post with a category and a tag').toBeDefined();
  return found!;
}

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

test('the home page shows the partners marquee, which pauses on hover and stands still for reduced motion', async ({ page }) => {
  const partners = await api<Schemas['Partner'][]>('/partners');
  expect(partners.length).toBeGreaterThan(0);

  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'Partner logos' });
  for (const partner of partners) {
    await expect(marquee.getByRole('img', { name: `${partner.name} logo` })).toBeAttached();
  }
  const track = page.getByTestId('partners-track');
  const playState = () => track.evaluate((element) => element.getAnimations().map((animation) => animation.playState));
  await expect.poll(playState).toEqual(['running']);
  await marquee.hover();
  await expect.poll(playState).toEqual(['paused']);

  // The marquee sits between the hero and the business stages.
  const order = await page.evaluate(() =>
    ['#hero-title', '#partners-title', '#business-stages'].map(
      (selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? -1,
    ),
  );
  expect(order[0]).toBeLessThan(order[1]!);
  expect(order[1]).toBeLessThan(order[2]!);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(marquee.getByRole('img', { name: `${partners[0]!.name} logo` })).toBeVisible();
  expect(await playState()).toEqual([]);
  await expectAccessible(page, 'the home page with the partners');
});

test('the blog lists the published posts, the featured one first as the larger card', async ({ page }) => {
  const [{ items, total }, featured] = await Promise.all([posts(), posts('&featured=true')]);
  expect(total).toBeGreaterThanOrEqual(8);
  const lead = featured.items[0] ?? items[0]!;

  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog | Maple Builders');
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { name: lead.title })).toBeVisible();
  await expect(first.getByText('Featured', { exact: true })).toBeVisible();
  const titles = await cardTitles(page);
  expect(new Set(titles)).toEqual(
    new Set([lead.title, ...items.filter((post) => post.id !== lead.id).map((post) => post.title)]),
  );
  await expectAccessible(page, 'the blog');

  const pages = Math.ceil(total / 9);
  if (pages > 1) {
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  }

  // A page past the last is not there: 404, never 'Page 99 of 1'.
  const beyond = await page.goto('/blog?page=99');
  expect(beyond?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/Page 99 of/)).toHaveCount(0);
  await expectAccessible(page, 'a blog page past the last');
});

test('the blog filters by the category and the tag in the URL', async ({ page }) => {
  const post = await taggedPost();
  const category = post.category!;
  const tag = post.tags[0]!;

  const inCategory = await posts(`&category=${category.slug}`);
  await page.goto(`/blog?category=${category.slug}`);
  await expect(page.getByRole('navigation', { name: 'Filter posts' }).getByRole('link', { name: category.name })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article')).toHaveCount(inCategory.items.length);
  expect(new Set(await cardTitles(page))).toEqual(new Set(inCategory.items.map((item) => item.title)));
  await expectAccessible(page, 'the blog filtered by category');

  const withTag = await posts(`&tag=${tag.slug}`);
  await page.goto(`/blog?tag=${tag.slug}`);
  await expect(page.getByText(`Tag: ${tag.name}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(withTag.items.length);
  expect(new Set(await cardTitles(page))).toEqual(new Set(withTag.items.map((item) => item.title)));

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a post renders its content with its SEO tags, BlogPosting and breadcrumbs', async ({ page }) => {
  const summary = await taggedPost();
  const post = await api<Schemas['Post']>(`/posts/${summary.slug}`);

  await page.goto(`/blog/${post.slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const back = article.getByRole('link', { name: 'Back to Blog' });
  await expect(back).toHaveAttribute('href', '/blog');
  // It reads '← Back to Blog': a space's width between the arrow and the words.
  const gap = await back.evaluate((link) => {
    const arrow = link.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    const words = document.createRange();
    words.selectNodeContents(link.lastChild!);
    return words.getBoundingClientRect().left - arrow.right;
  });
  expect(gap).toBeGreaterThanOrEqual(3);
  await expect(article.getByText(post.author.name)).toBeVisible();
  // The markdown arrives rendered: its first heading is a heading, and no markdown syntax shows.
  const heading = /^#{1,3} +(.+)$/m.exec(post.content)?.[1];
  if (heading) await expect(article.getByRole('heading', { name: heading.trim() })).toBeVisible();
  await expect(article.locator('p').first()).toBeVisible();
  expect(await article.textContent()).not.toMatch(/\]\(|\*\*|^#+ /m);

  const seoTitle = post.seo.title || post.title;
  await expect(page).toHaveTitle(seoTitle.includes('Maple Builders') ? seoTitle : `${seoTitle} | Maple Builders`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.seo.description || post.excerpt);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL()}/blog/${post.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  // The cover when it is a PNG or JPEG, else the site's default preview: never an SVG.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.(png|jpe?g)$/);
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(structured.find((data) => data['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
    dateModified: post.updatedAt,
    author: { name: post.author.name },
  });
  const crumbs = structured.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', post.title]);
  await expectAccessible(page, 'a blog post');

  // Links to other sites in the post open apart and pass no ranking.
  for (const link of await article.locator('a[href^="http"]').all()) {
    const href = (await link.getAttribute('href'))!;
    if (new URL(href).origin === new URL(baseURL()).origin) continue;
    await expect(link).toHaveAttribute('rel', 'noopener nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test("a missing post says 'Post not found'", async ({ page }) => {
  await page.goto(`/blog/no-such-post-${Date.now()}`);
  await expect(page.getByRole('alert')).toHaveText('Post not found');
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  await expectAccessible(page, 'a missing post');
});

test('the portfolio shows the case study with its key results in words, testimonials and packages', async ({ page }) => {
  const service = await api<Schemas['Service']>('/services/web-development');
  const study = service.caseStudies[0]!;
  expect(Object.keys(study.results).length).toBeGreaterThan(0);

  await page.goto('/services/web-development/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
  const region = page.getByRole('region', { name: study.title });
  await expect(region.getByText(study.clientName, { exact: true })).toBeVisible();
  for (const key of Object.keys(study.results)) {
    await expect(region.getByText(key.replaceAll('_', ' '), { exact: true })).toBeVisible();
  }
  if (study.projectUrl) await expect(region.getByRole('link', { name: 'View Live Site' })).toHaveAttribute('target', '_blank');
  if (service.pricingTiers.some((tier) => tier.highlighted)) await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a Proposal' })).toHaveAttribute('href', '/proposal');
  await expectAccessible(page, 'the portfolio');
});

test('the site map lists the pages by section, posts included', async ({ page }) => {
  const { items } = await posts();
  const post = items[0]!;

  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  const blog = page.getByRole('region', { name: 'Blog' });
  await expect(blog.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog/${post.slug}`);
  await expect(page.getByRole('region', { name: 'Services' }).getByRole('link')).not.toHaveCount(0);
  await expectAccessible(page, 'the site map');
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the search box finds a post from the keyboard, and Enter opens it', async ({ page }) => {
  const post = await taggedPost();

  await page.goto('/about');
  const search = page.getByRole('combobox', { name: 'Search the site' });
  // The page is served rendered: what is typed before it hydrates would search nothing.
  await waitForHydration(search);
  await search.focus();
  // The whole title brings the post into the first five results.
  await page.keyboard.type(post.title);
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox.getByRole('option', { name: new RegExp(escapeRegExp(post.title)) })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(5);
  await expect(listbox.locator('mark').first()).toBeVisible();
  await expectAccessible(page, 'the open search results');

  // Arrow down to the post, then open it with Enter.
  const options = await listbox.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.includes(post.title));
  for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list, a second Escape clears the box.
  await search.focus();
  await page.keyboard.type(post.title);
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
});
