import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages';
import { ProfitDistribution } from './ProfitDistribution';

/** An IntersectionObserver that reports what the test says about the viewport (nothing is laid out here). */
class ViewportWatcher {
  static watchers: ViewportWatcher[] = [];
  static scrollNear() {
    act(() => ViewportWatcher.watchers.forEach((watcher) => watcher.report(true)));
  }
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    ViewportWatcher.watchers.push(this);
  }
  disconnect() {
    ViewportWatcher.watchers = ViewportWatcher.watchers.filter((watcher) => watcher !== this);
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('ProfitDistribution', () => {
  beforeAll(() => loadMessages('about'));
  beforeEach(() => {
    ViewportWatcher.watchers = [];
    vi.stubGlobal('IntersectionObserver', ViewportWatcher);
  });

  it('gives the split as text in the figure caption', () => {
    render(<ProfitDistribution />);
    expect(screen.getByRole('heading', { level: 2, name: 'Profit Distribution' })).toBeTruthy();
    const caption = screen.getByRole('figure').querySelector('figcaption')!;
    const items = within(caption)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(items).toEqual(['Student Pay: 30%', 'Local Ventures: 40%', 'Company Growth: 30%']);
  });

  it('loads the chart only when the visitor scrolls near it', async () => {
    render(<ProfitDistribution />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('group', { name: 'Pie chart of our profit distribution' })).toBeNull();
    ViewportWatcher.scrollNear();
    expect(await screen.findByRole('group', { name: 'Pie chart of our profit distribution' })).toBeTruthy();
    expect(ViewportWatcher.watchers).toHaveLength(0);
  });

  it('draws a slice per share, each naming its label and percentage', async () => {
    render(<ProfitDistribution />);
    ViewportWatcher.scrollNear();
    const chart = await screen.findByRole('group', { name: 'Pie chart of our profit distribution' });
    const slices = within(chart).getAllByRole('img');
    expect(slices.map((slice) => slice.getAttribute('aria-label'))).toEqual([
      'Student Pay: 30%',
      'Local Ventures: 40%',
      'Company Growth: 30%',
    ]);
    expect(slices.every((slice) => slice.getAttribute('tabindex') === '0')).toBe(true);
  });

  it('shows the tooltip on focus and on hover, and hides it when they end', async () => {
    render(<ProfitDistribution />);
    ViewportWatcher.scrollNear();
    const ventures = await screen.findByRole('img', { name: 'Local Ventures: 40%' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(ventures);
    expect(screen.getByRole('tooltip').textContent).toBe('Local Ventures: 40%');
    fireEvent.blur(ventures);
    expect(screen.queryByRole('tooltip')).toBeNull();

    const studentPay = screen.getByRole('img', { name: 'Student Pay: 30%' });
    fireEvent.mouseEnter(studentPay);
    expect(screen.getByRole('tooltip').textContent).toBe('Student Pay: 30%');
    fireEvent.mouseLeave(studentPay);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
