import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';

const renderHeader = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Header', () => {
  it('links the banner, logo, pages, sign-in, sign-up and booking', () => {
    renderHeader();
    expect(href('Student Opportunity')).toBe('/workshop');
    expect(href('Maple Builders')).toBe('/');
    expect(href('About')).toBe('/about');
    expect(href('Blog')).toBe('/blog');
    expect(href('Sign In')).toBe('/onboarding');
    expect(href('Sign Up')).toBe('/onboarding/register');
    expect(href('Get Started')).toBe('/#find-your-solution');
  });

  it('toggles the mobile menu and reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the services menu with the six service pages', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Services' }));

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Social Media Marketing', '/services/social-media'],
      ['Web Development', '/services/web-development'],
      ['Smart Chatbots', '/services/chatbot'],
      ['Website Enhancement', '/services/website-enhancement'],
      ['GMB & SEO', '/services/gmb-seo'],
      ['Email Marketing', '/services/email-marketing'],
    ]);
  });
});
