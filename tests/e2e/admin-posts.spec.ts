/**
 * The team's whole cycle with a blog post, in Chromium against the running platform: write it, publish
 * it from the dashboard (it shows on the blog, in search and in the sitemap), rename it (its old address
 * leads to the new one), unpublish it (it is gone from the site) and delete it.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from './global-setup.js';
import { baseURL, dismissWelcomePopupForever, expectAccessible, toast } from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

// A made-up word no seeded page has, so search finds this post and nothing else.
const word = `quillmarrow${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const title = `Spring Website Checklist ${word}`;
const slug = `spring-website-checklist-${word}`;
const editedTitle = `${title} Revised`;
const editedSlug = `${slug}-revised`;

// A 1×1 PNG, uploaded as the cover.
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const recentPosts = (page: Page) => page.getByRole('region', { name: 'Recent Blog Posts' });
const postRow = (page: Page, postTitle: string) =>
  recentPosts(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: postTitle, exact: true }) });

/** Clicks a post's status badge on the dashboard and waits for the toast and the flipped badge. */
async function flipStatus(page: Page, postTitle: string, from: 'Draft' | 'Published') {
  const to = from === 'Draft' ? 'Published' : 'Draft';
  await postRow(page, postTitle)
    .getByRole('button', { name: new RegExp(`^${from}`) })
    .click();
  await expect(toast(page, from === 'Draft' ? 'Post published' : 'Post unpublished')).toBeVisible();
  await expect(postRow(page, postTitle).getByRole('button', { name: new RegExp(`^${to}`) })).toBeVisible();
}

/** The published search results for the word, asked of the API (the index follows content's events). */
async function searchResultUrls(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/content/search?q=${word}`);
  const { results } = (await response.json()) as { results: { url: string }[] };
  return results.map((result) => result.url);
}

const sitemap = async (page: Page) => (await page.request.get('/sitemap.xml')).text();

test('the team writes a new post', async ({ page }) => {
  await signIn(page);
  await expect(recentPosts(page).getByRole('heading', { name: 'Recent Blog Posts' })).toBeVisible();
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
  await expect(page.getByLabel('Published')).not.toBeChecked();
  await expect(page.getByLabel('Featured')).not.toBeChecked();
  await expectAccessible(page, 'the new post editor');

  // Every required field is asked for before anything is sent.
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Please choose an author')).toBeVisible();
  await expect(page.getByText('Please write the post’s content')).toBeVisible();
  await expectAccessible(page, 'the editor with missing fields');

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Or upload an image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng });
  await expect(page.getByLabel('Cover Image URL')).toHaveValue(/^\/api\/content\/media\/.+\.png$/);
  await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
  await page.getByLabel('Excerpt').fill('Five things every Edmonton shop can fix on its website before the spring rush.');
  await page
    .getByLabel('Content')
    .fill(`## Start with speed\n\nA page that loads in two seconds keeps visitors. The ${word} test: open it on a phone.`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Start with speed' })).toBeVisible();
  await page.getByLabel('Tags').fill('Web Design, Small Business');
  await expectAccessible(page, 'the filled editor with its preview');

  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page, 'Post created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(postRow(page, title).getByRole('button', { name: /^Draft/ })).toBeVisible();

  // A draft is not on the site.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Post not found')).toBeVisible();
});

test('a slug another post uses is refused on the slug field', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author').selectOption({ index: 1 });
  const partners = (await (await page.request.get('/api/content/partners')).json()) as { logo: { url: string } }[];
  await page.getByLabel('Cover Image URL').fill(partners[0]!.logo.url);
  await page.getByLabel('Excerpt').fill('The same address twice.');
  await page.getByLabel('Content').fill('Two posts cannot share one address.');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('This slug is already used by another post.')).toBeVisible();
  await expect(toast(page, 'Failed to create post')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expectAccessible(page, 'the editor with a slug in use');
});

test('publishing it from the dashboard puts it on the blog, in search and in the sitemap', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await signIn(page);
  await flipStatus(page, title, 'Draft');
  await expectAccessible(page, 'the dashboard with the published post');

  await page.goto('/blog');
  await expect(page.locator(`a[href="/blog/${slug}"]`).first()).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The navigation's search box finds it by its one unusual word.
  await page.goto('/');
  const search = page.getByRole('combobox', { name: /search/i });
  await search.fill(word);
  const result = page.getByRole('option').filter({ hasText: word });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));

  await expect.poll(() => sitemap(page)).toContain(`/blog/${slug}`);
});

test('editing the title warns that the address changes, and the old address then leads to the new one', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Manage Blog Posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blog Posts' })).toBeVisible();
  await expect(page.getByText(/^Total posts: \d+$/)).toBeVisible();
  await expectAccessible(page, 'the list of every post');

  await page.getByRole('link', { name: `Edit “${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Published')).toBeChecked();
  // A post's tags come back in name order, whatever order they were typed in.
  await expect(page.getByLabel('Tags')).toHaveValue('Small Business, Web Design');
  await expectAccessible(page, 'the editor of a stored post');

  const warning = page.getByRole('status').filter({ hasText: 'Saving changes this post’s address' });
  await expect(warning).toHaveCount(0);
  await page.getByLabel('Title', { exact: true }).fill(editedTitle);
  await expect(page.getByLabel('Slug')).toHaveValue(editedSlug);
  await expect(warning).toHaveText(`Saving changes this post’s address: /blog/${slug} will send visitors to the new one.`);
  await expectAccessible(page, 'the editor warning that the address changes');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page, 'Post updated')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(postRow(page, editedTitle)).toBeVisible();

  await page.goto(`/blog/${editedSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();

  // The old address answers 301 with the new one, and the browser lands on the post there.
  const moved = await page.request.get(`/blog/${slug}?utm_source=newsletter`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/blog/${editedSlug}?utm_source=newsletter`);
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${editedSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();

  // Search and the sitemap name only the new address.
  await expect.poll(() => searchResultUrls(page)).toEqual([`/blog/${editedSlug}`]);
  const urls = await sitemap(page);
  expect(urls).toContain(`/blog/${editedSlug}<`);
  expect(urls).not.toContain(`/blog/${slug}<`);
});

test('unpublishing takes it off the blog, search and the sitemap', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await signIn(page);
  await flipStatus(page, editedTitle, 'Published');

  await page.goto(`/blog/${editedSlug}`);
  await expect(page.getByText('Post not found')).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Post not found')).toBeVisible();
  await page.goto('/blog');
  // The seeded posts are there, this one is not.
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
  await expect(page.getByText(editedTitle)).toHaveCount(0);

  await expect.poll(() => searchResultUrls(page)).toEqual([]);
  await expect.poll(() => sitemap(page)).not.toContain(`/blog/${editedSlug}`);
});

test('deleting asks first, then removes the post', async ({ page }) => {
  await signIn(page);
  await postRow(page, editedTitle)
    .getByRole('button', { name: `Delete “${editedTitle}”` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this post?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the delete confirmation');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(postRow(page, editedTitle)).toBeVisible();

  await postRow(page, editedTitle)
    .getByRole('button', { name: `Delete “${editedTitle}”` })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Post deleted')).toBeVisible();
  await expect(postRow(page, editedTitle)).toHaveCount(0);

  await page.goto('/admin/posts');
  await expect(page.getByRole('cell', { name: editedTitle, exact: true })).toHaveCount(0);
});
