import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { testMember } from '../../../shared/test/teamUsers';
import { AdminServicePage } from './AdminServicePage';
import { AdminServicesPage } from './AdminServicesPage';
import type { AdminCaseStudy, AdminPricingTier, AdminServiceFeature, AdminServiceSummary } from './useServiceParts';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn(), POST: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const post = vi.mocked(contentApi.POST);
const put = vi.mocked(contentApi.PUT);
const remove = vi.mocked(contentApi.DELETE);

const id = (n: number) => `5a0c1d2e-0000-4000-8000-00000000000${n}`;
const web: AdminServiceSummary = {
  id: id(9),
  slug: 'web-development',
  title: 'Web Development',
  description: 'Sites.',
  active: true,
  featureCount: 3,
  caseStudyCount: 1,
  testimonialCount: 0,
  pricingTierCount: 1,
};
const features: AdminServiceFeature[] = [
  { id: id(1), title: 'Fast pages', description: 'Quick.', displayOrder: 1 },
  { id: id(2), title: 'Accessible', description: 'For all.', displayOrder: 2 },
  { id: id(3), title: 'Secure', description: 'Safe.', displayOrder: 3 },
];
const study: AdminCaseStudy = {
  id: id(4),
  title: 'A booking site',
  description: 'Bookings online.',
  coverImage: { url: '/api/content/media/cover.png', width: 1200, height: 630 },
  clientName: 'Northern Lights Physio',
  clientIndustry: 'Healthcare',
  projectUrl: null,
  challenge: 'Phone only.',
  solution: 'A site.',
  results: [{ key: 'bookings', value: '+240%' }],
  galleryImages: [],
  createdAt: '2026-11-01T00:00:00Z',
};
const tier: AdminPricingTier = {
  id: id(5),
  name: 'Growth',
  priceCents: 150000,
  interval: 'month',
  features: ['Reports'],
  highlighted: true,
};

const page = <T,>(items: T[]) => ok({ items, total: items.length, page: 1, pageCount: 1 });

beforeAll(() => import('@radix-ui/react-dialog'));

beforeEach(() => {
  vi.clearAllMocks();
  get.mockImplementation(((path: string) => {
    if (path === '/admin/services') return Promise.resolve(ok({ items: [web] }));
    if (path === '/admin/services/{slug}') return Promise.resolve(ok(web));
    if (path.endsWith('/features')) return Promise.resolve(page(features));
    if (path.endsWith('/case-studies')) return Promise.resolve(page([study]));
    if (path.endsWith('/pricing-tiers')) return Promise.resolve(page([tier]));
    return Promise.resolve(page([]));
  }) as never);
});

const renderService = (user = undefined as typeof testMember | undefined) =>
  renderWithQueries(<AdminServicePage />, {
    url: '/admin/services/web-development',
    path: '/admin/services/:slug',
    ...(user && { user }),
  });

describe('AdminServicesPage', () => {
  it('lists the services with their counts, each linking to its own screen', async () => {
    renderWithQueries(<AdminServicesPage />);
    const link = await screen.findByRole('link', { name: 'Manage Web Development' });
    expect(link.getAttribute('href')).toBe('/admin/services/web-development');
    const row = link.closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Web Development',
      'Shown',
      '3',
      '1',
      '0',
      '1',
    ]);
  });
});

describe('AdminServicePage', () => {
  it('moves a feature with the keyboard: the whole new order is sent and the new place announced', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(ok({ items: [] }) as never);
    renderService();
    expect(await screen.findByRole('heading', { name: 'Web Development', level: 1 })).not.toBeNull();
    const table = await screen.findByRole('group', { name: 'Features, in the order the service page shows them' });
    expect(within(table).getByRole('button', { name: 'Move Fast pages up' }).hasAttribute('disabled')).toBe(true);
    const down = await within(table).findByRole('button', { name: 'Move Accessible down' });
    await vi.waitFor(() => expect(down.hasAttribute('disabled')).toBe(false));
    down.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/services/{slug}/feature-order', {
        params: { path: { slug: 'web-development' } },
        body: { ids: [id(1), id(3), id(2)] },
      }),
    );
    expect(await screen.findByText('Accessible moved to position 3 of 3.')).not.toBeNull();

    // Alt+Up on a focused row moves it up one.
    await vi.waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Move Secure up' }).hasAttribute('disabled')).toBe(false),
    );
    within(table).getByRole('button', { name: 'Move Secure up' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await vi.waitFor(() =>
      expect(put).toHaveBeenLastCalledWith('/admin/services/{slug}/feature-order', {
        params: { path: { slug: 'web-development' } },
        body: { ids: [id(1), id(3), id(2)] },
      }),
    );
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus on the moved feature’s Move button, the other one at an end, by button or Alt+Arrow', async () => {
    const user = userEvent.setup();
    // The server keeps the order it is sent, and the reads give it back.
    let order = [...features];
    get.mockImplementation(((path: string) => {
      if (path === '/admin/services/{slug}') return Promise.resolve(ok(web));
      if (path.endsWith('/features')) return Promise.resolve(page(order.map((f, i) => ({ ...f, displayOrder: i + 1 }))));
      return Promise.resolve(page([]));
    }) as never);
    put.mockImplementation(((_path: string, { body }: { body: { ids: string[] } }) => {
      order = body.ids.map((featureId) => features.find((feature) => feature.id === featureId)!);
      return Promise.resolve(ok({ items: order }));
    }) as never);
    renderService();
    const table = await screen.findByRole('group', { name: 'Features, in the order the service page shows them' });
    const up = await within(table).findByRole('button', { name: 'Move Accessible up' });
    await vi.waitFor(() => expect(up.hasAttribute('disabled')).toBe(false));
    up.focus();
    await user.keyboard('{Enter}');
    // First now: Move up is off, so Move down has the focus.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Accessible down'));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Accessible');

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await vi.waitFor(() => expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Accessible'));
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Accessible down'));
  });

  it('refuses repeated result names in the case study form before sending, then sends the rows', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ ...study, id: id(6) }, 201) as never);
    renderService();
    await user.click(await screen.findByRole('tab', { name: 'Case Studies' }));
    await user.click(await screen.findByRole('button', { name: 'Add Case Study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Case Study' });
    await user.type(within(dialog).getByLabelText('Title'), 'A menu site');
    await user.type(within(dialog).getByLabelText('Description'), 'Orders online.');
    await user.type(within(dialog).getByLabelText('Cover image address'), 'https://img.example.com/c.png');
    await user.type(within(dialog).getByLabelText('Client name'), 'Whyte Bakery');
    await user.type(within(dialog).getByLabelText('Industry'), 'Food');
    await user.type(within(dialog).getByLabelText('Live site (optional)'), 'http://insecure.example');
    await user.type(within(dialog).getByLabelText('The challenge'), 'Phone orders.');
    await user.type(within(dialog).getByLabelText('Our solution'), 'A menu.');
    await user.type(within(dialog).getByLabelText('Result 1 name'), 'orders');
    await user.type(within(dialog).getByLabelText('Result 1 value'), '+50%');
    await user.click(within(dialog).getByRole('button', { name: 'Add Result' }));
    await user.type(within(dialog).getByLabelText('Result 2 name'), 'orders');
    await user.type(within(dialog).getByLabelText('Result 2 value'), '+60%');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an https:// address, or leave it empty.')).not.toBeNull();
    await user.clear(within(dialog).getByLabelText('Live site (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Each result name may be used once: “orders” is repeated.',
    );
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Result 2 name'));
    await user.type(within(dialog).getByLabelText('Result 2 name'), 'visits');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/services/{slug}/case-studies', {
        params: { path: { slug: 'web-development' } },
        body: expect.objectContaining({
          title: 'A menu site',
          projectUrl: null,
          results: [
            { key: 'orders', value: '+50%' },
            { key: 'visits', value: '+60%' },
          ],
          galleryImageUrls: [],
        }),
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Saved A booking site');
  });

  it('asks before deleting a pricing tier and says nothing else uses it', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } } as never);
    renderService();
    await user.click(await screen.findByRole('tab', { name: 'Pricing' }));
    expect(await screen.findByText('$1,500 a month')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Growth' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete the pricing tier “Growth”?' });
    expect(ask.textContent).toContain('Nothing else uses it');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/admin/services/{slug}/pricing-tiers/{id}', {
        params: { path: { slug: 'web-development', id: tier.id } },
      }),
    );
  });

  it('takes a pricing tier’s price in dollars and sends it in cents', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(ok({ ...tier, priceCents: 3950 }) as never);
    renderService();
    await user.click(await screen.findByRole('tab', { name: 'Pricing' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pricing Tier' });
    const price = within(dialog).getByRole('textbox', { name: /Price \(CAD\)/ }) as HTMLInputElement;
    expect(price.value).toBe('1500');

    await user.clear(price);
    await user.type(price, '39.505');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price in dollars, like 39 or 39.50, up to 1,000,000.')).not.toBeNull();
    expect(put).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '39.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/services/{slug}/pricing-tiers/{id}', {
        params: { path: { slug: 'web-development', id: tier.id } },
        body: { name: 'Growth', priceCents: 3950, interval: 'month', highlighted: true, features: ['Reports'] },
      }),
    );
  });

  it('changes the service’s title and description through its dialog', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(ok({ ...web, title: 'Websites' }) as never);
    renderService();
    await user.click(await screen.findByRole('button', { name: 'Edit Title and Description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the Service' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a title (at most 120 characters).')).not.toBeNull();
    await user.type(within(dialog).getByLabelText('Title'), 'Websites');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/services/{slug}', {
        params: { path: { slug: 'web-development' } },
        body: { title: 'Websites', description: 'Sites.' },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Saved Websites');
  });

  it('shows a member the parts without any write or move button', async () => {
    renderService(testMember);
    const table = await screen.findByRole('group', { name: 'Features, in the order the service page shows them' });
    expect(screen.getByText('Admins manage this list; you can see it.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Feature' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Title and Description' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).getAllByRole('row')[1]!.getAttribute('draggable')).toBe('false');
  });
});
