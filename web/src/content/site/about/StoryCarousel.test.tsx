import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages';
import { StoryCarousel } from './StoryCarousel';

const shownSlide = () => screen.getByRole('group');
const shownTitle = () => shownSlide().querySelector('h3')?.textContent;
const slides = () => document.getElementById('story-slides')!;
const fiveSeconds = () => act(() => vi.advanceTimersByTime(5000));

describe('StoryCarousel', () => {
  beforeAll(() => loadMessages('about'));
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel region whose one visible slide is labelled "n of 3"', () => {
    render(<StoryCarousel />);
    const region = screen.getByRole('region', { name: 'Our story so far' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shownSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(shownSlide().getAttribute('aria-roledescription')).toBe('slide');
    expect(shownTitle()).toBe('Early Success Stories');
  });

  it('advances every 5 seconds, wraps around, and does not announce while it turns', () => {
    render(<StoryCarousel />);
    expect(slides().getAttribute('aria-live')).toBe('off');

    act(() => vi.advanceTimersByTime(4999));
    expect(shownTitle()).toBe('Early Success Stories');
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toBe('Student Opportunities');
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');
    fiveSeconds();
    expect(shownTitle()).toBe('Local Impact');
    fiveSeconds();
    expect(shownTitle()).toBe('Early Success Stories');
  });

  it('stops turning for good after a click anywhere on the page, and then announces politely', () => {
    render(
      <>
        <p>Elsewhere</p>
        <StoryCarousel />
      </>,
    );
    fiveSeconds();
    expect(shownTitle()).toBe('Student Opportunities');

    fireEvent.click(screen.getByText('Elsewhere'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownTitle()).toBe('Student Opportunities');
    expect(slides().getAttribute('aria-live')).toBe('polite');
  });

  it('stops turning when keyboard focus moves into it', () => {
    render(<StoryCarousel />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(15_000));
    expect(shownTitle()).toBe('Early Success Stories');
  });

  it('moves with previous, next and the dots, wrapping at both ends', () => {
    render(<StoryCarousel />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });

    fireEvent.click(previous);
    expect(shownTitle()).toBe('Local Impact');
    fireEvent.click(next);
    expect(shownTitle()).toBe('Early Success Stories');
    fireEvent.click(next);
    expect(shownTitle()).toBe('Student Opportunities');

    const dot = screen.getByRole('button', { name: 'Show slide 3 of 3: Local Impact' });
    fireEvent.click(dot);
    expect(shownTitle()).toBe('Local Impact');
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Show slide 1 of 3: Early Success Stories' }).getAttribute('aria-current'),
    ).toBeNull();

    // The clicks stopped the rotation.
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownTitle()).toBe('Local Impact');
  });
});
