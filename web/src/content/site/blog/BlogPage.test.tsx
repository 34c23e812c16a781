import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import type { PostFilters, PostSummary } from '../../contentQueries';
import { postSummary } from '../../../shared/test/contentFixtures';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { ServerRenderContext } from '../../../app/ssr/ServerRender';
import { BlogPage } from './BlogPage';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));

const get = vi.mocked(contentApi.GET);

const categories = [
  { id: '1b2c3d4e-0000-4000-8000-000000000001', name: 'Local SEO', slug: 'local-seo' },
  { id: '1b2c3d4e-0000-4000-8000-000000000002', name: 'Social Media', slug: 'social-media' },
];

interface Answers {
  posts: (filters: PostFilters) => unknown;
  featured?: PostSummary[];
}

/** Answers the blog's three reads: the page of posts, the featured post and the categories. */
function answer({ posts, featured = [] }: Answers) {
  get.mockImplementation(((path: string, init?: { params?: { query?: PostFilters } }) => {
    if (path === '/categories') return Promise.resolve(ok(categories));
    const filters = init?.params?.query ?? {};
    if (filters.featured) return Promise.resolve(ok({ items: featured, total: featured.length, page: 1, limit: 1 }));
    return posts(filters);
  }) as never);
}

const pageOf = (items: PostSummary[], total = items.length, page = 1) => Promise.resolve(ok({ items, total, page, limit: 9 }));

/** The filters of every request for posts. */
const postRequests = () =>
  (get.mock.calls as unknown as [string, { params?: { query?: PostFilters } }][])
    .filter(([path]) => path === '/posts')
    .map(([, init]) => init.params!.query!);

/** The same, without the featured post's. */
const listRequests = () => postRequests().filter((filters) => !filters.featured);

const renderBlog = (url = '/blog') => renderWithQueries(<BlogPage />, { url, path: '/blog' });

describe('BlogPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('says Loading posts... until the posts arrive', async () => {
    const pending = deferred<ReturnType<typeof ok>>();
    answer({ posts: () => pending.promise });
    renderBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Loading posts...');
    pending.resolve(ok({ items: [postSummary(1)], total: 1, page: 1, limit: 9 }));
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows 'Error: {message}' when the list fails", async () => {
    answer({ posts: () => Promise.resolve(failure(500)) });
    renderBlog();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed');
  });

  it("shows 'An error occurred' for a failure without a message", async () => {
    answer({ posts: () => Promise.reject('offline') });
    renderBlog();
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred');
  });

  it('says it is too early when nothing is published', async () => {
    answer({ posts: () => pageOf([], 0) });
    renderBlog();
    expect(await screen.findByRole('heading', { name: '...oops you are too early' })).toBeTruthy();
    expect(
      screen.getByText('Our team is crafting amazing content. Check back soon for insightful articles and expert tips.'),
    ).toBeTruthy();
  });

  it('leads with the featured post as the larger card, then the others in the grid', async () => {
    const featured = postSummary(5, { featured: true });
    answer({ posts: () => pageOf([postSummary(1), postSummary(2), featured, postSummary(3)], 4), featured: [featured] });
    renderBlog();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Post number 5',
      'Post number 1',
      'Post number 2',
      'Post number 3',
    ]);
    const lead = cards[0]!;
    expect(within(lead).getByText('Featured')).toBeTruthy();
    expect(lead.className).toMatch(/featured/);
    expect(cards[1]!.closest('ul')).not.toBeNull();
    expect(lead.closest('ul')).toBeNull();

    // Only the first cover loads at once.
    const covers = cards.map((card) => card.querySelector('img')!);
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    expect(covers[0]!.getAttribute('width')).toBe('1200');
    expect(covers[0]!.getAttribute('height')).toBe('675');
  });

  it('shows the cover, author, created date, title, excerpt and a link to the post on each card', async () => {
    answer({ posts: () => pageOf([postSummary(1), postSummary(2)]) });
    renderBlog();

    const [, card] = await screen.findAllByRole('article');
    const scope = within(card!);
    expect(scope.getByRole('link', { name: 'Post number 2' }).getAttribute('href')).toBe('/blog/post-number-2');
    expect(scope.getByText('What post 2 is about.')).toBeTruthy();
    expect(scope.getByText('Priya Sharma')).toBeTruthy();
    const date = scope.getByText('Nov 22, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2026-11-22T15:00:00Z');
    expect(scope.getByRole('link', { name: '#Google Business Profile' }).getAttribute('href')).toBe(
      '/blog?tag=google-business-profile',
    );
    expect(scope.getByRole('link', { name: 'Local SEO' }).getAttribute('href')).toBe('/blog?category=local-seo');
  });

  it('makes the newest post the larger card when none is featured', async () => {
    answer({ posts: () => pageOf([postSummary(1), postSummary(2)]) });
    renderBlog();
    const [lead] = await screen.findAllByRole('article');
    expect(lead!.className).toMatch(/featured/);
    expect(within(lead!).getByRole('heading').textContent).toBe('Post number 1');
  });

  it('reads the category, tag and page from the URL and pages with the exact total', async () => {
    answer({ posts: ({ page }) => pageOf([postSummary(10 + page!)], 25, page) });
    renderBlog('/blog?category=local-seo&tag=google-business-profile&page=2');

    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(listRequests()).toEqual([{ category: 'local-seo', tag: 'google-business-profile', page: 2, limit: 9 }]);
    // The featured card belongs to the first page only.
    expect(postRequests().some((filters) => filters.featured)).toBe(false);

    const filters = screen.getByRole('navigation', { name: 'Filter posts' });
    expect(within(filters).getByRole('link', { name: 'Local SEO' }).getAttribute('aria-current')).toBe('page');
    expect(within(filters).getByRole('link', { name: 'All posts' }).getAttribute('aria-current')).toBeNull();
    expect(within(filters).getByText('Tag: Google Business Profile')).toBeTruthy();
    expect(within(filters).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/blog');
    expect(within(filters).getByRole('link', { name: 'Social Media' }).getAttribute('href')).toBe(
      '/blog?category=social-media&tag=google-business-profile',
    );

    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/blog?category=local-seo&tag=google-business-profile',
    );
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/blog?category=local-seo&tag=google-business-profile&page=3',
    );
  });

  it('goes to the next page and back, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    answer({ posts: ({ page }) => pageOf([postSummary(page! * 10), postSummary(page! * 10 + 1)], 11, page) });
    renderBlog();

    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Post number 20' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(listRequests().map((filters) => filters.page)).toEqual(expect.arrayContaining([1, 2]));
    expect(screen.getByRole('link', { name: 'Post number 10' })).toBeTruthy();
  });

  it('ignores values in the URL that the API would refuse', async () => {
    answer({ posts: () => pageOf([postSummary(1)]) });
    renderBlog('/blog?page=-3&category=Not%20a%20slug&tag=%3Cscript%3E');
    await screen.findAllByRole('article');
    expect(listRequests()).toEqual([{ category: undefined, tag: undefined, page: 1, limit: 9 }]);
  });

  it('answers a page past the last one as not found, offering the last page', async () => {
    answer({ posts: ({ page }) => pageOf([], 12, page) });
    const status = vi.fn();
    renderWithQueries(
      <ServerRenderContext.Provider value={{ setStatus: status, movedTo: vi.fn(), setStructuredData: vi.fn() }}>
        <BlogPage />
      </ServerRenderContext.Provider>,
      { url: '/blog?page=99', path: '/blog' },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(alert.textContent).toContain('There is no page 99 of the blog. Its posts end on page 2.');
    expect(within(alert).getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/blog?page=2');
    expect(screen.queryByText(/Page 99 of/)).toBeNull();
    expect(status).toHaveBeenCalledWith(404);
  });

  it('offers as filters only the categories that hold a published post', async () => {
    answer({ posts: () => pageOf([postSummary(1)]) });
    renderBlog();
    await screen.findAllByRole('article');
    const categoryRequests = (get.mock.calls as unknown as [string, { params?: { query?: object } }][]).filter(
      ([path]) => path === '/categories',
    );
    expect(categoryRequests.map(([, init]) => init.params?.query)).toEqual([{ published: true }]);
  });

  it('says so when the filters match nothing, with a way back to every post', async () => {
    answer({ posts: () => pageOf([], 0) });
    renderBlog('/blog?category=social-media');
    expect(await screen.findByText('No posts match these filters yet.')).toBeTruthy();
    expect(screen.queryByText('...oops you are too early')).toBeNull();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/blog');
  });
});
