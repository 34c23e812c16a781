import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages';
import { FreeWebsitePage } from './FreeWebsitePage';
import { renderPage } from '../../../shared/test/renderPage';

const planCards = () =>
  within(screen.getByRole('region', { name: 'Simple monthly plans' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li')!);

describe('FreeWebsitePage', () => {
  beforeAll(() => loadMessages('freeWebsite'));

  it('states the offer: 7-day trial, no card, built within 5 days, pay what you think it is worth', () => {
    renderPage('/free-website', <FreeWebsitePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get a Free Website');
    expect(screen.getByText('7-day free trial')).toBeTruthy();
    expect(screen.getByText(/\$0 down, pay what you think it's worth\./)).toBeTruthy();
    expect(screen.getByText('No credit card required')).toBeTruthy();
    expect(screen.getByText('Built within 5 days')).toBeTruthy();
    expect(screen.getByText('Hosting is paid only after you approve your site')).toBeTruthy();
    expect(screen.getByText('Student-friendly rates')).toBeTruthy();
  });

  it('explains the trial in four steps', () => {
    renderPage('/free-website', <FreeWebsitePage />);
    const steps = within(screen.getByRole('region', { name: 'How the 7-day trial works' })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Book a free call',
      'We build your site',
      'Try it free for 7 days',
      'Approve and choose a plan',
    ]);
  });

  it('lists the three monthly plans with their prices, pages and support, Growth the most popular', () => {
    renderPage('/free-website', <FreeWebsitePage />);
    const cards = planCards();
    const summary = cards.map((card) => ({
      name: card.querySelector('h3')?.textContent,
      price: within(card).getByText(/per month/).textContent,
      features: within(card)
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((feature) => feature.textContent),
      popular: within(card).queryByText('Most Popular') !== null,
    }));
    expect(summary).toEqual([
      { name: 'Starter', price: '$19 per month', features: ['5 pages', '1 month of support'], popular: false },
      { name: 'Growth', price: '$39 per month', features: ['10 pages', '3 months of support'], popular: true },
      { name: 'Professional', price: '$79 per month', features: ['Unlimited pages', '6 months of support'], popular: false },
    ]);
  });

  it("sends every call to action to the home page's wizard when no external page is configured", () => {
    renderPage('/free-website', <FreeWebsitePage />);
    for (const name of ['Choose Starter', 'Choose Growth', 'Choose Professional']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe('/#find-your-solution');
      expect(link.getAttribute('target')).toBeNull();
    }
    const trial = screen.getAllByRole('link', { name: 'Start My Free Trial' });
    expect(trial).toHaveLength(2);
    trial.forEach((link) => expect(link.getAttribute('href')).toBe('/#find-your-solution'));
  });

  it('opens the configured subscription sign-up with the plan, and the booking calendar, in new tabs', () => {
    vi.stubEnv('VITE_SUBSCRIPTION_SIGNUP_URL', 'https://subscribe.example.com/signup?site=mb');
    vi.stubEnv('VITE_BOOKING_URL', 'https://calendar.example.com/maple');
    renderPage('/free-website', <FreeWebsitePage />);
    const growth = screen.getByRole('link', { name: 'Choose Growth (opens in a new tab)' });
    expect(growth.getAttribute('href')).toBe('https://subscribe.example.com/signup?site=mb&plan=growth');
    expect(growth.getAttribute('target')).toBe('_blank');
    expect(growth.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Choose Starter (opens in a new tab)' }).getAttribute('href')).toContain(
      'plan=starter',
    );
    const trial = screen.getAllByRole('link', { name: 'Start My Free Trial (opens in a new tab)' });
    trial.forEach((link) => expect(link.getAttribute('href')).toBe('https://calendar.example.com/maple'));
    vi.unstubAllEnvs();
  });
});
