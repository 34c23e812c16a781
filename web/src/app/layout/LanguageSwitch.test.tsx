import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, setLocaleSource } from '../../shared/i18n/messages';
import { LanguageSwitch, otherLanguageHref } from './LanguageSwitch';

afterEach(() => setLocaleSource(() => 'en'));

describe('the language switch', () => {
  it('goes to the same page, query kept, in the other language', () => {
    expect(otherLanguageHref('/blog', '?page=2', 'en')).toBe('/fr/blog?page=2');
    expect(otherLanguageHref('/', '', 'en')).toBe('/fr');
    expect(otherLanguageHref('/blog', '?page=2', 'fr')).toBe('/blog?page=2');
    expect(otherLanguageHref('/', '', 'fr')).toBe('/');
  });

  it('names the other language in that language, on an English page and on a French one', async () => {
    await loadMessages('site', 'fr');
    const { unmount } = render(
      <MemoryRouter initialEntries={['/about']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const toFrench = screen.getByRole('link', { name: 'Français' });
    expect(toFrench.getAttribute('href')).toBe('/fr/about');
    expect(toFrench.getAttribute('lang')).toBe('fr-CA');
    unmount();

    setLocaleSource(() => 'fr');
    render(
      <MemoryRouter initialEntries={['/about']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const toEnglish = screen.getByRole('link', { name: 'English' });
    expect(toEnglish.getAttribute('href')).toBe('/about');
    expect(toEnglish.getAttribute('hreflang')).toBe('en-CA');
  });
});
