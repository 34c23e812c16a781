import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutCancelPage, CheckoutSuccessPage } from './CheckoutResult';
import { ThankYouPage } from './ThankYouPage';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderAt = (path: string, page: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );

const location = () => screen.getByTestId('location').textContent;

describe('the checkout result pages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['/checkout/success', <CheckoutSuccessPage key="success" />, 'Payment Successful!'],
    ['/checkout/cancel', <CheckoutCancelPage key="cancel" />, 'Payment Cancelled'],
  ])('%s says what happened, offers Return to Home and goes home after 5 s', async (path, page, heading) => {
    renderAt(path, page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(location()).toBe(path);
    await act(async () => vi.advanceTimersByTime(100));
    expect(location()).toBe('/');
  });
});

describe('the thank-you page', () => {
  it('welcomes, lists the three next steps and offers the booking, the portal and the support address', () => {
    renderAt('/thank-you-private', <ThankYouPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome aboard!' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Check your email',
      'Schedule a kickoff call',
      'Access the dashboard',
    ]);
    expect(screen.getByRole('link', { name: 'Book your kickoff call' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the client portal' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.getByText('Questions? Email us at hello@maplebuilders.ca.')).toBeTruthy();
  });
});
