import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { Partners } from './Partners';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));

const get = vi.mocked(contentApi.GET);

const partner = (name: string, index: number) => ({
  id: `5a1d7c3e-0000-4000-8000-00000000000${index}`,
  name,
  logo: { url: `/api/content/media/${name.toLowerCase().replace(/\W+/g, '-')}.svg`, width: 160, height: 48 },
});

describe('Partners', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('says it is loading, then shows each logo once to assistive technology, with its size', async () => {
    const pending = deferred<ReturnType<typeof ok>>();
    get.mockReturnValue(pending.promise as never);
    renderWithQueries(<Partners />);
    expect(screen.getByRole('status').textContent).toBe('Loading partners...');

    pending.resolve(ok([partner('Edmonton Made', 1), partner('River Valley Cafe', 2)]));
    const logos = await screen.findAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['Edmonton Made logo', 'River Valley Cafe logo']);
    expect(logos[0]!.getAttribute('width')).toBe('160');
    expect(logos[0]!.getAttribute('height')).toBe('48');
    expect(get).toHaveBeenCalledWith('/partners', expect.anything());

    // The copy that closes the loop is hidden from the accessibility tree.
    const track = screen.getByTestId('partners-track');
    const [first, copy] = [...track.querySelectorAll('ul')];
    expect(first!.getAttribute('aria-hidden')).toBeNull();
    expect(copy!.getAttribute('aria-hidden')).toBe('true');
    expect(within(copy!).queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Our Partners' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Partner logos' }).tabIndex).toBe(0);
  });

  it('sets the scroll duration from the width of the logos at 50 px per second', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1500);
    get.mockResolvedValue(ok([partner('Edmonton Made', 1)]) as never);
    renderWithQueries(<Partners />);
    await screen.findAllByRole('img');
    expect(screen.getByTestId('partners-track').style.getPropertyValue('--marquee-duration')).toBe('30s');
  });

  it('shows the server message in red when the request fails', async () => {
    get.mockResolvedValue(failure(500) as never);
    renderWithQueries(<Partners />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed');
    expect(alert.className).toMatch(/error/);
  });

  it('falls back to the spec message when the failure has no message', async () => {
    get.mockRejectedValue('offline');
    renderWithQueries(<Partners />);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while fetching partners');
  });

  it('shows nothing when there are no partners', async () => {
    get.mockResolvedValue(ok([]) as never);
    const { container } = renderWithQueries(<Partners />);
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.innerHTML).toBe('');
  });
});
