import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { SiteSearch } from './SiteSearch';
import type { SearchResult } from './useSiteSearch';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));

const get = vi.mocked(contentApi.GET);

const result = (title: string, url: string, overrides: Partial<SearchResult> = {}): SearchResult => ({
  title,
  description: `All about ${title}.`,
  url,
  type: 'post',
  highlightedTitle: [{ text: title, match: false }],
  highlightedDescription: [{ text: `All about ${title}.`, match: false }],
  ...overrides,
});

const three = [
  result('Local SEO basics', '/blog/local-seo-basics'),
  result('Web Development', '/services/web-development', { type: 'service' }),
  result('About', '/about', { type: 'page' }),
];

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SiteSearch />
              <Path />
              <button type="button">Elsewhere</button>
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search the site' }) as HTMLInputElement;
}

const user = () => userEvent.setup();
const listbox = () => screen.queryByRole('listbox', { name: 'Search results' });
const options = () => screen.queryAllByRole('option');

/** Types, then waits out the debounce and the answer. */
async function search(input: HTMLInputElement, text: string, results: SearchResult[] = three) {
  get.mockResolvedValue(ok({ query: text, results }) as never);
  const calls = get.mock.calls.length;
  await user().type(input, text);
  await vi.waitFor(() => expect(get.mock.calls.length).toBe(calls + 1));
  await act(async () => undefined);
}

describe('SiteSearch', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('is a combobox that controls a listbox, collapsed at first', () => {
    const input = renderSearch();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const controlled = document.getElementById(input.getAttribute('aria-controls')!);
    expect(controlled?.getAttribute('role')).toBe('listbox');
  });

  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    const typeText = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    // The API client is imported with the first search.
    const clientLoaded = () => act(() => vi.dynamicImportSettled());

    it('searches once, 300 ms after the last keystroke', async () => {
      const input = renderSearch();
      get.mockResolvedValue(ok({ query: 'seo', results: three }) as never);
      typeText(input, 's');
      typeText(input, 'se');
      wait(200);
      typeText(input, 'seo');
      wait(299);
      await clientLoaded();
      expect(get).not.toHaveBeenCalled();
      wait(1);
      await clientLoaded();
      expect(get).toHaveBeenCalledTimes(1);
      expect(get).toHaveBeenCalledWith('/search', { params: { query: { q: 'seo' } }, signal: expect.any(AbortSignal) });

      typeText(input, 'seo tips ');
      wait(300);
      await clientLoaded();
      expect(get).toHaveBeenCalledTimes(2);
      expect(get.mock.calls[1]![1]).toMatchObject({ params: { query: { q: 'seo tips' } } });
    });

    it('does not search below 2 characters, spaces aside', () => {
      const input = renderSearch();
      typeText(input, ' s ');
      wait(1000);
      expect(get).not.toHaveBeenCalled();
      expect(listbox()).toBeNull();
    });

    it('drops the answer to an older search once the text changes', async () => {
      const input = renderSearch();
      get.mockReturnValue(new Promise(() => undefined) as never);
      typeText(input, 'seo');
      wait(300);
      await clientLoaded();
      const [, first] = get.mock.calls[0] as unknown as [string, { signal: AbortSignal }];
      typeText(input, 'seo tips');
      wait(300);
      expect(first.signal.aborted).toBe(true);
    });
  });

  it('shows up to the results with their matches in <mark>, and markup from the index as text', async () => {
    const input = renderSearch();
    await search(input, 'seo', [
      result('Local SEO basics', '/blog/local-seo-basics', {
        highlightedTitle: [
          { text: 'Local ', match: false },
          { text: 'SEO', match: true },
          { text: ' basics', match: false },
        ],
        highlightedDescription: [
          { text: '<b>Bold</b> claims about ', match: false },
          { text: '<img src=x onerror=alert(1)>', match: true },
        ],
      }),
    ]);

    expect(input.getAttribute('aria-expanded')).toBe('true');
    const [option] = options();
    expect(option!.querySelectorAll('mark')).toHaveLength(2);
    expect(option!.querySelector('mark')!.textContent).toBe('SEO');
    expect(option!.querySelector('b')).toBeNull();
    expect(option!.querySelector('img')).toBeNull();
    expect(option!.textContent).toBe('Local SEO basics<b>Bold</b> claims about <img src=x onerror=alert(1)>');
  });

  it('moves with the arrows, wrapping around, and opens the active result with Enter', async () => {
    const input = renderSearch();
    await search(input, 'web');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user().keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user().keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user().keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await user().keyboard('{ArrowUp}');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('false');

    await user().keyboard('{Enter}');
    expect(screen.getByTestId('path').textContent).toBe('/services/web-development');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('');
  });

  it('does nothing on Enter without an active result', async () => {
    const input = renderSearch();
    await search(input, 'web');
    await user().keyboard('{Enter}');
    expect(screen.getByTestId('path').textContent).toBe('/start');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('goes to / for a result without a URL, and closes after a click', async () => {
    const input = renderSearch();
    await search(input, 'home', [result('Home', '')]);
    await user().click(options()[0]!);
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and clears on a second Escape; opens again on focus', async () => {
    const input = renderSearch();
    await search(input, 'seo');
    await user().keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input.value).toBe('seo');

    await user().keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user().keyboard('{Escape}{Escape}');
    expect(input.value).toBe('');

    await search(input, 'web');
    await user().click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user().click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a click or touch outside', async () => {
    const input = renderSearch();
    await search(input, 'seo');
    fireEvent.pointerDown(document.body);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox()).toBeNull();
  });

  it('says it is searching while the answer is on its way', async () => {
    const input = renderSearch();
    const pending = deferred<ReturnType<typeof ok>>();
    get.mockReturnValue(pending.promise as never);
    await user().type(input, 'seo');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Searching...'));

    await act(async () => pending.resolve(ok({ query: 'seo', results: three })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(options()).toHaveLength(3);
  });

  it('says No results when the search finds nothing', async () => {
    const input = renderSearch();
    await search(input, 'zzz', []);
    expect(screen.getByText('No results', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No results');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays silent when the search fails, and stops the spinner', async () => {
    const input = renderSearch();
    get.mockResolvedValue(failure(429) as never);
    await user().type(input, 'seo');
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText('No results')).toBeNull();
    expect(options()).toHaveLength(0);

    get.mockRejectedValue(new TypeError('Failed to fetch'));
    await user().type(input, 'x');
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText('No results')).toBeNull();
  });
});
