import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import type { Service } from '../../contentQueries';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { PortfolioPage } from './PortfolioPage';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const id = (n: number) => `4d5e6f70-0000-4000-8000-${String(n).padStart(12, '0')}`;

const service: Service = {
  id: id(1),
  slug: 'web-development',
  title: 'Web Development',
  description: 'Fast websites that turn visitors into customers.',
  features: [],
  caseStudies: [
    {
      id: id(2),
      title: 'A bakery that sells out online',
      description: 'A new ordering website for a family bakery.',
      coverImage: { url: '/api/content/media/bakery-cover.jpg', width: 1600, height: 900 },
      clientName: 'Whyte Avenue Bakery',
      clientIndustry: 'Food & Beverage',
      projectUrl: 'https://bakery.example.ca',
      challenge: 'Orders came in by phone only.',
      solution: 'An online menu with pickup ordering.',
      results: { online_orders: '+240%', page_load_time: '1.2 s' },
      galleryImages: [
        { url: '/api/content/media/bakery-1.jpg', width: 800, height: 600 },
        { url: '/api/content/media/bakery-2.jpg', width: 800, height: 600 },
      ],
      createdAt: '2026-10-01T15:00:00Z',
    },
  ],
  testimonials: [
    {
      id: id(3),
      quote: 'Our weekend orders doubled.',
      authorName: 'Marie Tremblay',
      authorRole: 'Owner, Whyte Avenue Bakery',
      company: null,
      photo: null,
      rating: 5,
      createdAt: '2026-10-02T15:00:00Z',
    },
  ],
  pricingTiers: [
    { id: id(4), name: 'Starter', priceCents: 1900, interval: 'month', features: ['5 pages'], highlighted: false },
    { id: id(5), name: 'Growth', priceCents: 3950, interval: 'month', features: ['10 pages'], highlighted: true },
    {
      id: id(6),
      name: 'Custom Build',
      priceCents: 250000,
      interval: 'project',
      features: ['Unlimited pages'],
      highlighted: false,
    },
  ],
};

const renderPortfolio = () => renderWithQueries(<PortfolioPage />, { url: '/services/web-development/portfolio' });

describe('PortfolioPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('loads the web-development service', async () => {
    const pending = deferred<ReturnType<typeof ok>>();
    get.mockReturnValue(pending.promise as never);
    renderPortfolio();
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith('/services/{slug}', {
        params: { path: { slug: 'web-development' } },
        signal: expect.any(AbortSignal),
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    pending.resolve(ok(service));
    expect(await screen.findByRole('heading', { level: 1, name: 'Web Development' })).toBeTruthy();
    expect(screen.getByText('Fast websites that turn visitors into customers.')).toBeTruthy();
  });

  it('shows the case study: cover, client and industry, live site, challenge, solution, results and gallery', async () => {
    get.mockResolvedValue(ok(service) as never);
    renderPortfolio();
    const study = await screen.findByRole('region', { name: 'A bakery that sells out online' });
    const scope = within(study);

    expect(scope.getByRole('img', { name: 'The Whyte Avenue Bakery website' }).getAttribute('width')).toBe('1600');
    expect(scope.getByText('Whyte Avenue Bakery')).toBeTruthy();
    expect(scope.getByText('Food & Beverage')).toBeTruthy();
    const live = scope.getByRole('link', { name: 'View Live Site' });
    expect(live.getAttribute('href')).toBe('https://bakery.example.ca');
    expect(live.getAttribute('target')).toBe('_blank');
    expect(live.getAttribute('rel')).toContain('noopener');
    expect(scope.getByText('Orders came in by phone only.')).toBeTruthy();
    expect(scope.getByText('An online menu with pickup ordering.')).toBeTruthy();

    // Result keys read with spaces for underscores.
    const results = scope.getByRole('heading', { name: 'Key Results' }).nextElementSibling!;
    const labels = [...results.querySelectorAll('dt')].map((term) => term.textContent);
    expect(labels).toEqual(['online orders', 'page load time']);
    expect(scope.getByText('+240%')).toBeTruthy();
    expect(scope.getAllByRole('img', { name: /The Whyte Avenue Bakery website, view \d/ })).toHaveLength(2);
  });

  it('shows the testimonials with the rating in words and the packages by price, Growth marked Most Popular', async () => {
    get.mockResolvedValue(ok(service) as never);
    renderPortfolio();

    const testimonials = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(within(testimonials).getByText('Our weekend orders doubled.')).toBeTruthy();
    expect(within(testimonials).getByText('Marie Tremblay')).toBeTruthy();
    expect(within(testimonials).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();

    const pricing = screen.getByRole('region', { name: 'Website Packages' });
    const tiers = within(pricing)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li')!);
    expect(tiers.map((tier) => within(tier).getByRole('heading').textContent)).toEqual(['Starter', 'Growth', 'Custom Build']);
    expect(within(tiers[0]!).getByText('$19/month')).toBeTruthy();
    expect(within(tiers[1]!).getByText('$39.50/month')).toBeTruthy();
    expect(within(tiers[2]!).getByText('$2,500 per project')).toBeTruthy();
    expect(within(tiers[1]!).getByText('Most Popular')).toBeTruthy();
    expect(within(tiers[0]!).queryByText('Most Popular')).toBeNull();

    expect(screen.getByRole('link', { name: 'Request a Proposal' }).getAttribute('href')).toBe('/proposal');
  });

  it("says 'Error: Service not found' when the service is missing", async () => {
    get.mockResolvedValue(failure(404) as never);
    renderPortfolio();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Service not found');
  });

  it("shows another failure's message, or 'An error occurred' without one", async () => {
    get.mockResolvedValue(failure(500) as never);
    const { unmount } = renderPortfolio();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed');
    unmount();

    get.mockRejectedValue(42);
    renderPortfolio();
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred');
  });
});
