import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './Pagination';

describe('pageWindow', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 8, [1, 2, 3, 4, 5]],
    [3, 8, [1, 2, 3, 4, 5]],
    [4, 8, [2, 3, 4, 5, 6]],
    [5, 8, [3, 4, 5, 6, 7]],
    [7, 8, [4, 5, 6, 7, 8]],
    [8, 8, [4, 5, 6, 7, 8]],
    [1, 1, [1]],
  ])('page %i of %i offers %j', (page, pageCount, pages) => {
    expect(pageWindow(page, pageCount, 5)).toEqual(pages);
  });
});

describe('Pagination', () => {
  it('offers at most 5 numbered pages around the current one, says which page it is and moves to the one chosen', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={6} total={95} pageSize={10} pageButtons={5} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).toContain('Showing page 6 of 10');
    await user.click(within(nav).getByRole('button', { name: 'Page 8' }));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[8], [7], [5]]);
  });

  it('has no numbered pages unless asked, and nothing when everything fits on one page', () => {
    const { rerender } = render(<Pagination page={1} total={30} pageSize={10} onPageChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
    expect(screen.getByRole('navigation').textContent).toContain('Showing page 1 of 3');
    rerender(<Pagination page={1} total={10} pageSize={10} pageButtons={5} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
