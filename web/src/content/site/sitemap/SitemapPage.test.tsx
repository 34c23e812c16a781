import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { SitemapPage } from './SitemapPage';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));

const get = vi.mocked(contentApi.GET);

const entries = [
  { path: '/terms-of-service', title: 'Terms of Service', section: 'legal', lastModified: null },
  { path: '/', title: 'Home', section: 'main', lastModified: null },
  { path: '/blog/local-seo-basics', title: 'Local SEO basics', section: 'blog', lastModified: '2026-11-22T15:00:00Z' },
  { path: '/services/chatbot', title: 'Smart Chatbots', section: 'services', lastModified: null },
  { path: '/blog', title: 'Blog', section: 'main', lastModified: null },
] as const;

describe('SitemapPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('lists every entry as a link, grouped by section in a fixed order', async () => {
    get.mockResolvedValue(ok({ entries }) as never);
    renderWithQueries(<SitemapPage />, { url: '/sitemap' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Main Pages' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main Pages',
      'Services',
      'Blog',
      'Legal',
    ]);
    const main = screen.getByRole('region', { name: 'Main Pages' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
    ]);
    const blog = screen.getByRole('region', { name: 'Blog' });
    expect(within(blog).getByRole('link', { name: 'Local SEO basics' }).getAttribute('href')).toBe('/blog/local-seo-basics');
    expect(get).toHaveBeenCalledWith('/site-map', expect.anything());
  });

  it('leaves out a section without entries', async () => {
    get.mockResolvedValue(ok({ entries: entries.filter((entry) => entry.section !== 'blog') }) as never);
    renderWithQueries(<SitemapPage />, { url: '/sitemap' });
    await screen.findByRole('heading', { name: 'Main Pages' });
    expect(screen.queryByRole('heading', { name: 'Blog' })).toBeNull();
  });

  it('shows the failure', async () => {
    get.mockResolvedValue(failure(500) as never);
    renderWithQueries(<SitemapPage />, { url: '/sitemap' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed');
  });
});
