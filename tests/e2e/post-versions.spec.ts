/**
 * A post's history and its preview links, in Chromium against the running platform: a post edited twice shows
 * its revisions and what changed, and restoring the first puts it back on the public page; a draft's preview
 * link shows the draft to a signed-out visitor (with a Preview banner, kept out of search engines) until it is
 * revoked. And scheduled publishing: a post scheduled for the coming minute appears on the blog by itself (its
 * test starts first and is checked last, so the others run while it waits).
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, signInAsTeam, toast, waitForHydration } from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

// A made-up word no seeded post has, so each post here is found by it alone.
const word = `vellumtor${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const scheduledTitle = `Autumn Open House ${word}`;
const editedTitle = `Three Saves ${word}`;
const draftTitle = `Not Yet Public ${word}`;

const firstBody = `## First words\n\nThe ${word} post as it was first written.`;
const secondBody = `## First words\n\nThe ${word} post, rewritten once.`;
const thirdBody = `## Second thoughts\n\nThe ${word} post, rewritten twice.`;

/** Writes a post in the editor and saves it; the editor goes back to the dashboard. */
async function writePost(page: Page, title: string, content: string, { published = false } = {}) {
  await page.goto('/admin/posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author').selectOption({ index: 1 });
  const partners = (await (await page.request.get('/api/content/partners')).json()) as { logo: { url: string } }[];
  await page.getByLabel('Cover Image URL').fill(partners[0]!.logo.url);
  await page.getByLabel('Excerpt').fill(`A post of the ${word} test.`);
  await page.getByLabel('Content').fill(content);
  if (published) await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page, 'Post created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Opens the post's editor from the list of every post. */
async function openEditor(page: Page, title: string) {
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: `Edit “${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
}

async function saveEdit(page: Page) {
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page, 'Post updated')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/**
 * The first whole minute at least half a minute ahead (the input takes minutes, and sending takes a moment), as
 * the `datetime-local` input takes it: in the browser's own zone, read in the browser (its zone data may differ
 * from Node's).
 */
const soonestMinute = (page: Page) =>
  page.evaluate(() => {
    const when = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(when.getHours())}:${two(when.getMinutes())}`;
  });

test('an admin schedules a post for the next minute but one at the latest', async ({ page }) => {
  await signInAsTeam(page);
  await writePost(page, scheduledTitle, `The ${word} open house goes live by itself.`);
  await openEditor(page, scheduledTitle);
  const schedule = page.getByRole('region', { name: 'Schedule' });
  // The schedule takes any time still ahead; the editor's input chooses minutes.
  await schedule.getByLabel(/^Publish on/).fill(await soonestMinute(page));
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(toast(page, 'Scheduled for')).toBeVisible();
  await expect(schedule.getByText(/^Scheduled for /)).toBeVisible();
});

test('a post edited twice lists its revisions and what changed; restoring the first puts it back on the site', async ({
  page,
}) => {
  await dismissWelcomePopupForever(page);
  await signInAsTeam(page);
  await writePost(page, editedTitle, firstBody, { published: true });
  await openEditor(page, editedTitle);
  await page.getByLabel('Content').fill(secondBody);
  await saveEdit(page);
  await openEditor(page, editedTitle);
  await page.getByLabel('Content').fill(thirdBody);
  await page.getByLabel('Excerpt').fill(`The ${word} post, summed up again.`);
  await saveEdit(page);

  await openEditor(page, editedTitle);
  const revisions = page.getByRole('region', { name: 'Revisions' });
  const items = revisions.getByRole('listitem').filter({ hasText: /^Revision \d/ });
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Revision 3');
  await expect(items.nth(0)).toContainText('Changed: Excerpt, Content');
  await expect(items.nth(1)).toContainText('Changed: Content');
  await expect(items.nth(2)).toContainText('First save');
  // The newest is what is saved: there is nothing to restore it over.
  await expect(revisions.getByRole('button', { name: 'Restore revision 3' })).toHaveCount(0);

  // Revision 2's changes: the content's line, removed and added.
  const show = revisions.getByRole('button', { name: 'Show the changes of revision 2' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(revisions.getByRole('button', { name: 'Hide the changes of revision 2' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const lines = revisions.getByRole('list', { name: 'Content, line by line' });
  await expect(lines.locator('del')).toHaveText([`The ${word} post as it was first written.`]);
  await expect(lines.locator('ins')).toHaveText([`The ${word} post, rewritten once.`]);
  // Against the latest instead: the heading changed since, too.
  await revisions.getByLabel('The latest revision').check();
  await expect(lines.locator('ins')).toContainText(['## Second thoughts']);
  await expectAccessible(page, 'the editor with a revision’s changes open');

  await revisions.getByRole('button', { name: 'Restore revision 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore revision 1?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the confirm before restoring');
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toast(page, 'Revision restored')).toBeVisible();
  await expect(items.nth(0)).toContainText('Revision 4');
  await expect(items.nth(0)).toContainText('Restored from revision 1');
  await expect(page.getByLabel('Content')).toHaveValue(firstBody);

  await page.goto(`/blog/${slugOf(editedTitle)}`);
  await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();
  await expect(page.getByText(`The ${word} post as it was first written.`)).toBeVisible();
  await expect(page.getByText('rewritten twice')).toHaveCount(0);
});

test('a draft’s preview link shows it to a signed-out visitor until it is revoked', async ({ page, browser }) => {
  await signInAsTeam(page);
  await writePost(page, draftTitle, `## Coming soon\n\nThe ${word} draft, for a client to read first.`);
  await openEditor(page, draftTitle);
  const box = page.getByRole('region', { name: 'Preview Links' });
  await expect(box.getByText('No active preview links.')).toBeVisible();
  await expect(box.getByLabel(/^Link works for/)).toHaveValue('7');
  await box.getByLabel(/^Link works for/).fill('3');
  await box.getByRole('button', { name: 'Create Link' }).click();
  await expect(toast(page, 'Preview link created')).toBeVisible();
  const address = await box.getByLabel('New preview link').inputValue();
  expect(address).toMatch(/\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
  await expect(box.getByRole('listitem')).toHaveCount(1);
  await expect(box.getByRole('listitem')).toContainText('Expires');
  await expectAccessible(page, 'the editor with a new preview link');

  // Someone without an account opens it.
  const visitor = await browser.newContext();
  const outside = await visitor.newPage();
  await outside.addInitScript(() => window.localStorage.setItem('hasSeenWebsitePopup', 'true'));
  const errors: string[] = [];
  outside.on('pageerror', (error) => errors.push(error.message));
  outside.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  const shown = await outside.goto(address);
  expect(shown?.status()).toBe(200);
  expect(shown?.headers()['x-robots-tag']).toBe('noindex');
  expect(shown?.headers()['cache-control']).toBe('private, no-store');
  await expect(outside.getByRole('note', { name: 'Preview' })).toContainText('This post is not published yet');
  const heading = outside.getByRole('heading', { level: 1, name: draftTitle });
  await expect(heading).toBeVisible();
  // Rendered by the server (the heading is in the document), then hydrated without a mismatch.
  expect(await shown?.text()).toContain(draftTitle);
  await waitForHydration(heading);
  expect(errors).toEqual([]);
  await expect(outside.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  await expect(outside.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(outside, 'a preview link’s page');
  // The draft itself is still not on the site.
  expect((await outside.goto(`/blog/${slugOf(draftTitle)}`))?.status()).toBe(404);

  await box.getByRole('button', { name: /^Revoke the link that expires / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this preview link?' });
  await expectAccessible(page, 'the confirm before revoking');
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(toast(page, 'Preview link revoked')).toBeVisible();
  await expect(box.getByText('No active preview links.')).toBeVisible();

  const gone = await outside.goto(address);
  expect(gone?.status()).toBe(404);
  await expect(outside.getByText('Post not found')).toBeVisible();
  await expect(outside.getByText(draftTitle)).toHaveCount(0);
  await visitor.close();
});

test('the scheduled post appears on the blog by itself', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  // The job looks every few seconds once the time has come: the post's address answers first (asked through the
  // API, which costs the browser nothing while the minute runs out), then the blog's page follows the published event.
  await expect
    .poll(async () => (await page.request.get(`/api/content/posts/${slugOf(scheduledTitle)}`)).status(), {
      timeout: 90_000,
      intervals: [1_000],
    })
    .toBe(200);
  await expect(async () => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: new RegExp(scheduledTitle) }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await page.goto(`/blog/${slugOf(scheduledTitle)}`);
  await expect(page.getByRole('heading', { level: 1, name: scheduledTitle })).toBeVisible();
});
