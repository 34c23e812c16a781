import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/expectOk';
import { contentApi } from '../../../shared/api/clients';
import { post } from '../../../shared/test/contentFixtures';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { ServerRenderContext } from '../../../app/ssr/ServerRender';
import { BlogPostPage } from './BlogPostPage';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const origin = window.location.origin;

const renderPost = (slug = 'post-number-1') => renderWithQueries(<BlogPostPage />, { url: `/blog/${slug}`, path: '/blog/:slug' });

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );

describe('BlogPostPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('says Loading post... until the post arrives', async () => {
    const pending = deferred<ReturnType<typeof ok>>();
    get.mockReturnValue(pending.promise as never);
    renderPost();
    expect((await screen.findByRole('status')).textContent).toBe('Loading post...');
    pending.resolve(ok(post()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 1' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/posts/{slug}', {
      params: { path: { slug: 'post-number-1' } },
      signal: expect.any(AbortSignal),
    });
  });

  it('shows the cover, Back to Blog, author, long date, title and the rendered markdown', async () => {
    get.mockResolvedValue(ok(post()) as never);
    renderPost();

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(within(article).getByText('Priya Sharma')).toBeTruthy();
    expect(within(article).getByText('November 22, 2026').tagName).toBe('TIME');
    const cover = article.querySelector('img[src="/api/content/media/cover-1.jpg"]')!;
    expect(cover.getAttribute('width')).toBe('1200');
    expect(await within(article).findByRole('heading', { level: 2, name: 'Start here' })).toBeTruthy();
    expect(within(article).getByText('bold').tagName).toBe('STRONG');
  });

  it('sets the SEO title and description, og:image, article type, BlogPosting and breadcrumbs', async () => {
    get.mockResolvedValue(
      ok(post({ seo: { title: 'Rank higher on Google Maps', description: 'Five steps for local shops.' } })) as never,
    );
    renderPost();
    await screen.findByRole('article');

    expect(document.title).toBe('Rank higher on Google Maps | Maple Builders');
    expect(meta('meta[name="description"]')).toBe('Five steps for local shops.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/blog/post-number-1`);
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${origin}/api/content/media/cover-1.jpg`);
    expect(meta('meta[property="article:published_time"]')).toBe('2026-11-22T16:00:00Z');

    await waitFor(() => expect(jsonLd().map((item) => item['@type'])).toContain('BlogPosting'));
    const data = jsonLd();
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Post number 1',
      datePublished: '2026-11-22T16:00:00Z',
      dateModified: '2026-11-23T15:00:00Z',
      author: { '@type': 'Person', name: 'Priya Sharma' },
      image: `${origin}/api/content/media/cover-1.jpg`,
    });
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'Post number 1']);
  });

  it('falls back to the title and excerpt when the post has no SEO meta', async () => {
    get.mockResolvedValue(ok(post()) as never);
    renderPost();
    await screen.findByRole('article');
    expect(document.title).toBe('Post number 1 | Maple Builders');
    expect(meta('meta[name="description"]')).toBe('What post 1 is about.');
  });

  it('renders a hostile post inert and marks links to other sites', async () => {
    const content = [
      '## Hostile',
      '<script>window.pwned = true</script>',
      '<img src="x" onerror="window.pwned = true">',
      '[x](javascript:alert(1)) and [y](JAVASCRIPT:alert(2))',
      '<a href="https://evil.example" onclick="window.pwned = true">raw link</a>',
      '[Our services](/services/web-development) and [a guide](https://developers.google.com/search)',
      '![A chart](/api/content/media/chart.png)',
    ].join('\n\n');
    get.mockResolvedValue(ok(post({ content })) as never);
    renderPost();

    const article = await screen.findByRole('article');
    await within(article).findByRole('heading', { name: 'Hostile' });
    // The only scripts are the page's JSON-LD, and none carries the post's text.
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.every((script) => script.type === 'application/ld+json')).toBe(true);
    expect(scripts.some((script) => script.textContent?.includes('pwned'))).toBe(false);
    expect(article.querySelector('[onerror], [onclick]')).toBeNull();
    // Raw HTML is dropped by the sanitiser, not shown as text.
    expect(article.textContent).not.toContain('pwned');
    expect(article.querySelector('img[src="x"]')).toBeNull();
    expect(within(article).queryByRole('link', { name: 'raw link' })).toBeNull();
    for (const name of ['x', 'y']) {
      const link = within(article).getByText(name);
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    }
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();

    const external = within(article).getByRole('link', { name: 'a guide' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener nofollow');
    const internal = within(article).getByRole('link', { name: 'Our services' });
    expect(internal.getAttribute('href')).toBe('/services/web-development');
    expect(internal.getAttribute('target')).toBeNull();
    expect(within(article).getByRole('img', { name: 'A chart' }).getAttribute('loading')).toBe('lazy');
  });

  it('goes on from an address the post had before it was renamed to its current one', async () => {
    get.mockResolvedValue(ok(post()) as never);
    renderPost('an-earlier-name?utm_source=newsletter');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 1' })).toBeTruthy();
    const asked = get.mock.calls as unknown as Array<[string, { params: { path: { slug: string } } }]>;
    expect(asked.map(([, options]) => options.params.path.slug)).toEqual(['an-earlier-name', 'post-number-1']);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/blog/post-number-1`);
  });

  it('has the server answer an earlier address with a 301 to the current one, rendering nothing of the post', async () => {
    get.mockResolvedValue(ok(post()) as never);
    const movedTo = vi.fn();
    renderWithQueries(
      <ServerRenderContext.Provider value={{ setStatus: vi.fn(), movedTo, setStructuredData: vi.fn() }}>
        <BlogPostPage />
      </ServerRenderContext.Provider>,
      { url: '/blog/an-earlier-name?utm_source=newsletter', path: '/blog/:slug' },
    );
    await vi.waitFor(() => expect(movedTo).toHaveBeenCalledWith('/blog/post-number-1?utm_source=newsletter'));
    expect(screen.queryByRole('article')).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("says 'Post not found' for a draft or an unknown slug", async () => {
    get.mockResolvedValue(failure(404) as never);
    renderPost('a-draft');
    expect((await screen.findByRole('alert')).textContent).toBe('Post not found');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeTruthy();
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });

  it('does not ask for a slug no post can have', async () => {
    renderPost('Not%20A%20Slug!');
    expect((await screen.findByRole('alert')).textContent).toBe('Post not found');
    expect(get).not.toHaveBeenCalled();
  });

  it("shows another failure's message, or 'Post not found' without one", async () => {
    get.mockRejectedValue(new ApiError(503, { message: 'Service Unavailable' }));
    const { unmount } = renderPost();
    expect((await screen.findByRole('alert')).textContent).toBe('Service Unavailable');
    unmount();

    get.mockRejectedValue('offline');
    renderPost();
    expect((await screen.findByRole('alert')).textContent).toBe('Post not found');
  });
});
